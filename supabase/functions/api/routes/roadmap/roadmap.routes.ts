// The contract of /api/roadmap: the public roadmap grouped by quarter, in position order.
import type { RouteContract } from '../common/contract.ts';

export const list = {
  method: 'GET',
  path: '/',
  access: 'public',
  conditional: true,
  statuses: [200, 401],
} as const satisfies RouteContract;
