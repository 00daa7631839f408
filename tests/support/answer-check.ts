// Every answer the API suite receives, checked against the OpenAPI document the route contracts make: the route
// the request reached (as the function's router picks it), a status that route declares, and a body that meets the
// schema the document gives for that status. Each checked answer is recorded as `operationId status`, one line, so
// that the global setup can tell, once every file has run, which operations no test saw succeed.
import { appendFileSync, readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { JsonSchema, Method, OpenApiDocument, Operation } from './api-contract.ts';

/** An answer as the request helper reads it. */
export interface CheckedRequest {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  text: string;
  isJson: boolean;
  json: unknown;
}

export interface Verdict {
  /** The operation the request reached, or null when no operation of the document has its method and path. */
  operationId: string | null;
  status: number;
  /** Why the answer is not one the document describes; undefined when it is. */
  problem?: string;
}

const API_PREFIX = '/functions/v1/api';
/** Where the components live once added to Ajv, and what `#/components/schemas/...` refs become. */
const COMPONENTS_ID = 'openapi-components';

interface Template {
  path: string;
  segments: (string | null)[];
  operations: Map<string, Operation>;
}

// ajv-formats is CommonJS: its default import is the module, whose `default` is the plugin.
const addFormats = formats.default;

/** A copy of `schema` whose component refs point at the components added to Ajv under COMPONENTS_ID. */
function withComponentRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withComponentRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? [key, `${COMPONENTS_ID}#/$defs/${value.slice('#/components/schemas/'.length)}`]
        : [key, withComponentRefs(value)],
    ),
  );
}

/** The value at an Ajv instance path (`/data/0/title`) of `body`. */
function valueAt(body: unknown, pointer: string): unknown {
  let value = body;
  for (const part of pointer.split('/').slice(1)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

const clip = (text: string, length: number) => (text.length > length ? `${text.slice(0, length)}...` : text);

function describeErrors(errors: readonly ErrorObject[], body: unknown): string {
  return errors
    .slice(0, 12)
    .map((error) => {
      const where = error.instancePath || '(the body)';
      const value = clip(JSON.stringify(valueAt(body, error.instancePath)) ?? 'undefined', 120);
      return `  ${where} ${error.message ?? error.keyword} ${JSON.stringify(error.params)} (is ${value})`;
    })
    .concat(errors.length > 12 ? [`  ... and ${errors.length - 12} more`] : [])
    .join('\n');
}

/** Ajv for the document's schemas (JSON Schema 2020-12, as zod writes them), every error reported. */
export function schemaValidator(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictTuples: false });
  addFormats(ajv);
  // zod names these checks as formats no JSON Schema validator knows, and writes the pattern that carries them
  // beside: the pattern is checked, the name is accepted. Any other unknown format fails the compile.
  for (const name of ['starts_with', 'ends_with', 'includes', 'lowercase', 'uppercase'])
    ajv.addFormat(name, true);
  return ajv;
}

export class AnswerChecker {
  private readonly ajv = schemaValidator();
  private readonly templates: Template[] = [];
  private readonly compiled = new Map<string, ValidateFunction>();
  /** The headers the document declares on some answer, lower case: one sent where it is not declared is wrong. */
  private readonly declaredHeaders = new Set<string>();

  constructor(readonly document: OpenApiDocument) {
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: document.components.schemas });
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const operation of Object.values(operations))
        for (const response of Object.values(operation.responses))
          for (const name of Object.keys(response.headers ?? {}))
            this.declaredHeaders.add(name.toLowerCase());
      this.templates.push({
        path,
        segments: path
          .split('/')
          .slice(1)
          .map((segment) => (/^\{\w+\}$/.test(segment) ? null : segment)),
        operations: new Map(
          Object.entries(operations).map(([method, operation]) => [method.toUpperCase(), operation]),
        ),
      });
    }
    // The router prefers a static segment to a parameter (/api/ideas/similar before /api/ideas/{id}): the first
    // template that matches, in this order, is the one it picks.
    const shape = (template: Template) =>
      template.segments.map((segment) => (segment === null ? 1 : 0)).join('');
    this.templates.sort((a, b) => shape(a).localeCompare(shape(b)));
  }

  /** The operations of the document: operationId, method, path and its success status. */
  operations(): { operationId: string; method: Method; path: string; success: number }[] {
    return this.templates.flatMap((template) =>
      [...template.operations].map(([method, operation]) => ({
        operationId: operation.operationId,
        method: method as Method,
        path: template.path,
        success: Math.min(
          ...Object.keys(operation.responses)
            .map(Number)
            .filter((status) => status < 300),
        ),
      })),
    );
  }

  /** The template and operation a request reaches: `pathname` as sent, under /api. */
  route(method: string, pathname: string): { path: string; operation: Operation } | null {
    // Not strict, as the function's router: one trailing slash names the same path (two name none).
    const segments = pathname
      .replace(/(.)\/$/, '$1')
      .split('/')
      .slice(1);
    const asMethod = method === 'HEAD' ? 'GET' : method;
    for (const template of this.templates) {
      const operation = template.operations.get(asMethod);
      if (!operation || template.segments.length !== segments.length) continue;
      const matches = template.segments.every((segment, i) =>
        segment === null ? segments[i] !== '' : segment === segments[i],
      );
      if (matches) return { path: template.path, operation };
    }
    return null;
  }

  private validator(key: string, schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(withComponentRefs(schema) as JsonSchema);
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** The verdict on one answer, or null when the request was not to the API or was a CORS preflight. */
  check(answer: CheckedRequest): Verdict | null {
    const { pathname } = new URL(answer.url);
    const at = pathname.indexOf(API_PREFIX);
    const method = answer.method.toUpperCase();
    if (at < 0 || method === 'OPTIONS') return null;
    const path = `/api${pathname.slice(at + API_PREFIX.length)}`;
    const { status } = answer;
    const body = () => `body: ${clip(answer.text, 600) || '(empty)'}`;
    const reached = this.route(method, path);
    if (!reached) {
      // No operation: the function's 404 or 405, which must still be the error envelope.
      const problem =
        status < 400
          ? `it has no operation in the OpenAPI document\n${body()}`
          : this.bodyProblem('Error', this.document.components.schemas.Error!, answer, method);
      return {
        operationId: null,
        status,
        problem: problem && `${method} ${path} answered ${status}: ${problem}`,
      };
    }
    const { operation } = reached;
    const label = `${method} ${reached.path} (${operation.operationId}) answered ${status}`;
    const response = operation.responses[String(status)];
    if (!response) {
      const declared = Object.keys(operation.responses).join(', ');
      return {
        operationId: operation.operationId,
        status,
        problem: `${label}, a status the OpenAPI document does not declare for it (declared: ${declared})\n${body()}`,
      };
    }
    const declared = new Set(Object.keys(response.headers ?? {}).map((name) => name.toLowerCase()));
    const undeclared = [...this.declaredHeaders].filter(
      (name) => answer.headers.has(name) && !declared.has(name),
    );
    if (undeclared.length) {
      return {
        operationId: operation.operationId,
        status,
        problem: `${label} with the header ${undeclared.join(', ')}, which the OpenAPI document does not declare for it\n${body()}`,
      };
    }
    const schema = response.content?.['application/json']?.schema;
    // A 304 and an answer to HEAD have no body; a success without a declared schema has none to meet yet.
    if (status === 304 || method === 'HEAD' || !schema) return { operationId: operation.operationId, status };
    // Another representation the route declares (the waitlist as CSV): its media type is what the document says.
    const mediaType = (answer.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!answer.isJson && mediaType !== 'application/json' && response.content?.[mediaType]) {
      return { operationId: operation.operationId, status };
    }
    const problem = this.bodyProblem(`${operation.operationId} ${status}`, schema, answer, method);
    return { operationId: operation.operationId, status, problem: problem && `${label}: ${problem}` };
  }

  private bodyProblem(key: string, schema: JsonSchema, answer: CheckedRequest, method: string) {
    if (method === 'HEAD' || (answer.status === 304 && !answer.text)) return undefined;
    const type = answer.headers.get('content-type') ?? '(none)';
    if (!answer.isJson) {
      return `the body is not JSON (content-type ${type}); the OpenAPI document declares application/json\nbody: ${clip(answer.text, 600)}`;
    }
    const validate = this.validator(key, schema);
    if (validate(answer.json)) return undefined;
    return `the body does not match the OpenAPI document's schema:\n${describeErrors(validate.errors ?? [], answer.json)}\nbody: ${clip(answer.text, 600)}`;
  }
}

/* Section - the record of checked answers */

/** Appends one line per answer; small appends to one file are atomic, so every test worker can write to it. */
export function recordAnswer(logFile: string, verdict: Verdict): void {
  appendFileSync(logFile, `${verdict.operationId ?? '-'} ${verdict.status}\n`);
}

export interface AnswerCoverage {
  operations: number;
  /** The operations answered at least once with their success status. */
  succeeded: number;
  answers: number;
  /** `METHOD /path (operationId): success status` of each operation no test saw succeed. */
  missing: string[];
}

export function answerCoverage(checker: AnswerChecker, logFile: string): AnswerCoverage {
  const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
  const seen = new Set(lines);
  const operations = checker.operations();
  const missing = operations
    .filter((operation) => !seen.has(`${operation.operationId} ${operation.success}`))
    .map(
      (operation) => `${operation.method} ${operation.path} (${operation.operationId}): ${operation.success}`,
    );
  return {
    operations: operations.length,
    succeeded: operations.length - missing.length,
    answers: lines.length,
    missing,
  };
}
