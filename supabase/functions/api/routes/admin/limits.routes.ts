// The contracts of /api/admin/limits: administrators read every write limit and change their counts. Visitors get
// 401 and members 403 before the body is read.
import { z } from 'zod';
import { writeLimitSchema, writeLimitsChangeSchema } from '../../../_shared/schemas/limits.ts';
import type { RouteContract } from '../common/contract.ts';

/** Every limit, by action, shortest window first. */
export const list = {
  method: 'GET',
  path: '/limits',
  summary: 'Every write limit: how many of each write one member may make in a minute, an hour or a day.',
  access: { admin: 'see the write limits' },
  response: { data: z.array(writeLimitSchema) },
  statuses: [200, 401, 403],
} as const satisfies RouteContract;

/** Answers every limit as it now stands; 404 for a limit that does not exist (nothing is changed then). */
export const update = {
  method: 'PUT',
  path: '/limits',
  summary: 'Change the counts of write limits; each change is recorded in the audit log.',
  access: { admin: 'change the write limits' },
  notFound: 'No such write limit',
  body: { type: 'json', schema: writeLimitsChangeSchema },
  response: { data: z.array(writeLimitSchema) },
  statuses: [200, 400, 401, 403, 404, 413, 415, 422],
  message: 'Limits saved.',
} as const satisfies RouteContract;
