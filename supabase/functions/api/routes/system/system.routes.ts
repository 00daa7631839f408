// The contract of the API's own endpoints: its health, and its description.
import { z } from 'zod';
import type { RouteContract } from '../common/contract.ts';

export const health = {
  method: 'GET',
  path: '/health',
  summary: 'Whether the function is up (it does not ask the database).',
  access: 'public',
  response: { data: z.object({ status: z.literal('ok') }) },
  statuses: [200],
} as const satisfies RouteContract;

/** The document is built from the contracts once per function instance; its ETag is its hash. */
export const openApi = {
  method: 'GET',
  path: '/openapi.json',
  summary: 'This API described as an OpenAPI 3.1 document, built from the route contracts.',
  access: 'public',
  response: {
    data: z.looseObject({ openapi: z.string().regex(/^3\.1\.\d+$/), info: z.object({}).loose(), paths: z.record(z.string(), z.unknown()) }),
    bare: true,
  },
  statuses: [200, 304],
} as const satisfies RouteContract;
