// The API's route contracts and the OpenAPI document built from them, as the function's own source makes them,
// for the suites that check answers against the document (tests/api) and take their route lists from it
// (tests/resilience, tests/api/authorisation-first.test.ts). The document's own type is loose (JSON Schema
// objects built at run time), so the shape the tests read is written out here.
import {
  commonStatuses,
  openApiDocument as documentOfContracts,
} from '../../supabase/functions/api/openapi.ts';
import type { RouteContract } from '../../supabase/functions/api/routes/common/contract.ts';
import { ROUTES, type ListedRoute } from '../../supabase/functions/api/routes/contracts.ts';

export { commonStatuses, ROUTES, type ListedRoute, type RouteContract };
export type Method = RouteContract['method'];

/** A JSON Schema (2020-12) as the document holds it. */
export type JsonSchema = { [keyword: string]: unknown };

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId: string;
  'x-access': 'public' | 'member' | 'admin';
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<
    string,
    {
      description: string;
      headers?: Record<string, unknown>;
      content?: Record<string, { schema: JsonSchema }>;
    }
  >;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
  components: { schemas: Record<string, JsonSchema> };
  [field: string]: unknown;
}

/** The document as the function serves it, and as JSON carries it (no undefined fields). */
export function openApiDocument(): OpenApiDocument {
  return JSON.parse(JSON.stringify(documentOfContracts())) as OpenApiDocument;
}

/** The routes that are writes: every method but GET. */
export const WRITES: readonly ListedRoute[] = ROUTES.filter((listed) => listed.route.method !== 'GET');

/** `METHOD /api/...` of a route, as failure messages name it. */
export const routeLabel = (listed: ListedRoute) => `${listed.route.method} ${listed.path}`;

/** The route's operation in `document`. */
export function operationOf(document: OpenApiDocument, listed: ListedRoute): Operation | undefined {
  return document.paths[listed.path]?.[listed.route.method.toLowerCase() as Lowercase<Method>];
}
