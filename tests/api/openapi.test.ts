// GET /api/openapi.json: a valid OpenAPI 3.1 document, exactly the one the route contracts make (so every answer
// the suite checks against it, tests/api/support.ts, is checked against the contracts), public, and ETag'd. It
// describes every route of routes/contracts.ts and nothing else, and every route declares its success answer.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { api, signInAlice } from './support.ts';
import {
  commonStatuses,
  openApiDocument,
  operationOf,
  routeLabel,
  ROUTES,
  type OpenApiDocument,
} from '../support/api-contract.ts';

const served = async () => {
  const answer = await api('/openapi.json');
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  return { document: answer.body as unknown as OpenApiDocument, headers: answer.headers };
};

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const { document, headers } = await served();
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('is the document the route contracts make', async () => {
    const { document } = await served();
    expect(document).toEqual(openApiDocument());
  });

  it('is public: visitors get it without a token, members the same text', async () => {
    const visitor = await api('/openapi.json');
    expect(visitor.status).toBe(200);
    const member = await api('/openapi.json', { token: (await signInAlice()).token });
    expect(member.status).toBe(200);
    expect(member.body).toEqual(visitor.body);
  });

  it('carries a strong ETag and answers 304 to it, 200 to any other', async () => {
    const { headers } = await served();
    const tag = headers.get('etag');
    expect(tag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(headers.get('cache-control')).toBe('public, no-cache');
    const again = await api('/openapi.json', { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.body).toBe('');
    const other = await api('/openapi.json', {
      headers: { 'if-none-match': '"0123456789abcdef0123456789abcdef"' },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).toBe(tag);
  });

  it('describes every route of the contracts, and nothing else', async () => {
    const { document } = await served();
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        operationId: operation.operationId,
      })),
    );
    const listed = ROUTES.map((listed) => ({ route: routeLabel(listed), operationId: listed.name }));
    const byRoute = (a: { route: string }, b: { route: string }) => a.route.localeCompare(b.route);
    expect(described.sort(byRoute)).toEqual(listed.sort(byRoute));
    expect(new Set(listed.map((route) => route.operationId)).size).toBe(listed.length);
    for (const route of ROUTES) {
      const operation = operationOf(document, route)!;
      // The contract's own statuses, and those every route of its kind may answer (a refused token, a 304, a fault).
      expect(Object.keys(operation.responses).map(Number), routeLabel(route)).toEqual(
        [...new Set([...route.route.statuses, ...commonStatuses(route)])].sort((a, b) => a - b),
      );
    }
  });

  it("declares Idempotency-Replayed on every answer of a write (a replay is the first answer's status), on no read", () => {
    const document = openApiDocument();
    for (const route of ROUTES) {
      const write = route.route.method !== 'GET';
      for (const [status, response] of Object.entries(operationOf(document, route)!.responses)) {
        const declared = Object.keys(response.headers ?? {}).includes('Idempotency-Replayed');
        expect(declared, `${routeLabel(route)} ${status}`).toBe(write);
      }
    }
  });

  it('every route declares the data of its success answer', () => {
    const without = ROUTES.filter((listed) => !listed.route.response).map(
      (listed) => `${routeLabel(listed)} (${listed.name})`,
    );
    expect(without, `routes without a response schema:\n  ${without.join('\n  ')}`).toEqual([]);
  });
});
