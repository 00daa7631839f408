// The contract of GET /api/admin/audit: administrators read who did which administrative action, to what, when.
// Visitors get 401 and members 403 before anything is read.
import { pageMetaSchema } from '../../../_shared/schemas/api.ts';
import { auditEntrySchema, auditQuerySchema } from '../../../_shared/schemas/audit.ts';
import type { RouteContract } from '../common/contract.ts';

export const list = {
  method: 'GET',
  path: '/audit',
  summary:
    'A page of the audit log, newest first, filtered by administrator, action, target and time: who did what, the fields it changed before and after, when.',
  access: { admin: 'read the audit log' },
  query: auditQuerySchema,
  response: { data: auditEntrySchema.array(), meta: pageMetaSchema },
  statuses: [200, 401, 403, 422],
} as const satisfies RouteContract;
