// The API described as an OpenAPI 3.1 document, built from the route contracts (routes/contracts.ts): each
// route's parameters, body and answers come from the same zod schemas the function validates requests with and
// the SPA takes its types from, so the document cannot describe another API than the one that runs. Served at
// GET /api/openapi.json; checked by the API tests (it validates, and every answer they get matches it).
import { z } from 'zod';
import { envelopeSchema, errorSchema } from '../_shared/schemas/api.ts';
import { fileAnswerOf } from '../_shared/schemas/previews.ts';
import type { RouteContract } from './routes/common/contract.ts';
import { ROUTES, type ListedRoute } from './routes/contracts.ts';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  304: 'Not modified: the ETag sent in If-None-Match still names the answer.',
  400: 'The body could not be read (not JSON, not a form), or the Idempotency-Key is malformed.',
  401: 'No valid session: sign in first, or the session expired.',
  403: "Not allowed for this caller (the message says why); a suspended member's write: code account_suspended, details { until, reason }.",
  404: 'Nothing the caller may see has this id.',
  405: 'Another method is allowed here.',
  409: 'The row is not in a state that allows this, or a request with this Idempotency-Key is still running.',
  413: 'The body is larger than the limit.',
  415: 'The body is not of the type the route reads.',
  422: 'Some fields are not valid (details holds the messages by field), or the Idempotency-Key was used for another request.',
  429: 'Too many attempts: try again later.',
  500: 'Something went wrong on our side.',
  503: 'A service the route needs is not available.',
};

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), inlined, without its `$schema` line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' });
  return rest as JsonSchema;
}

/** The properties of an object schema as parameters `in` the path or the query. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/** Path parameters the contract does not describe are plain text. */
function pathParameters(route: RouteContract, path: string) {
  const described = parametersOf(route.params, 'path');
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return names.map(
    (name) => described.find((parameter) => parameter.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } },
  );
}

/**
 * The idea's form as multipart/form-data: every field is text, tags and socialMedia are JSON text, and the deck a
 * file. The schema's other bounds (lengths, the categories) hold as they are.
 */
function formSchema(schema: z.ZodType): JsonSchema {
  const fields = jsonSchema(schema, 'input');
  const properties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(fields.properties ?? {})) {
    properties[name] =
      property.type === 'string'
        ? property
        : { type: 'string', description: `${property.type === 'integer' || property.type === 'number' ? 'A number' : 'JSON text'}: ${JSON.stringify(property)}` };
  }
  properties.pitchDeck = { type: 'string', contentMediaType: 'application/octet-stream', description: 'The pitch deck: PDF, PPT or PPTX, at most 10 MB.' };
  properties.removePitchDeck = { type: 'string', enum: ['true', 'false'], description: 'On an edit: drop the current deck.' };
  return { type: 'object', properties, required: fields.required ?? [] };
}

function requestBody(route: RouteContract) {
  const body = route.body;
  if (!body) return undefined;
  const content =
    body.type === 'multipart'
      ? { 'multipart/form-data': { schema: formSchema(body.schema) } }
      : { 'application/json': { schema: jsonSchema(body.schema, 'input') } };
  return { required: !body.optional, content };
}

function success(route: RouteContract) {
  const response = route.response;
  const description = REASONS[route.statuses[0]!];
  // A file (a preview image) is the whole answer, in its own media type only.
  const file = fileAnswerOf(response.data);
  if (file) {
    const schema = { type: 'string', contentMediaType: file.mediaType, description: file.description };
    return { description, content: { [file.mediaType]: { schema } } };
  }
  const schema = response.bare ? response.data : envelopeSchema(response.data, response.meta, route.message);
  const content: Record<string, unknown> = { 'application/json': { schema: jsonSchema(schema, 'output') } };
  for (const [type, about] of Object.entries(response.alternatives ?? {})) {
    content[type] = { schema: { type: 'string', description: about } };
  }
  return { description, content, ...headersOf(route, route.statuses[0]!) };
}

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

const isWrite = (route: RouteContract) => route.method !== 'GET';

/**
 * The statuses any route of its kind may answer besides those its contract names: a token refused before the route
 * runs (401 expired or malformed, 403 a key that is not a user's), 304 for a conditional GET, an Idempotency-Key's
 * refusals on a write (400 malformed, 409 the first request still running, 422 the key used for another request),
 * 500 for a fault of ours, 503 while the database cannot be reached, is too slow or stays busy.
 */
export function commonStatuses({ route, identified }: ListedRoute): number[] {
  return [
    ...(identified ? [401, 403] : []),
    ...(route.conditional ? [304] : []),
    ...(isWrite(route) ? [400, 409, 422] : []),
    ...(route.response.bare ? [] : [500, 503]),
  ];
}

/** The optional header every write reads (routes/common/idempotency.ts). */
const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1-255 visible ASCII characters, new for each action a member means to do once (a UUID, say), and the same ' +
    "when that action is retried. Within 24 hours the same key from the same member answers the first request's " +
    'status and body again, with the header Idempotency-Replayed: true, and writes nothing more; the same key with ' +
    'another method, path or body is refused (422 idempotency_key_reused); a retry while the first request is ' +
    'still running waits up to about 3 s for its answer, then gets 409 idempotency_in_progress (a route that reads ' +
    'in a transaction of its own before the one that writes, such as drafting a landing page, does its reads and ' +
    'its draft again first, and waits only then). The key is taken in ' +
    'the transaction that writes and commits with it; an answer given before it committed is not kept, and its ' +
    'retry runs afresh: a refusal before the key is taken (the caller\'s 401 or 403, the key\'s own 400 or 422), ' +
    'and any refusal or failure of the transaction that takes it, which rolls back with it (the body\'s refusals, ' +
    'a write limit\'s 429, to be retried after its Retry-After, a 503 timeout, busy or unavailable). A refusal or ' +
    'failure after that transaction committed is kept and replayed. Keys are kept per ' +
    'member: a visitor\'s key is ignored, and another member\'s key is another key.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
};

/**
 * Sent with a write's answer when it is the stored answer of an earlier request with the same Idempotency-Key:
 * whatever that answer was (its success, or a refusal it met after its write committed), so on every answer.
 */
const IDEMPOTENCY_REPLAYED = {
  description: 'true: this is the answer of an earlier request with the same Idempotency-Key, sent again; nothing was written now.',
  schema: { type: 'string', const: 'true' },
};

/** Sent with a write limit's 429 (private.write_limits): when the write will be counted again. */
const RETRY_AFTER = {
  description: 'Seconds to wait before the write can succeed; the message says the same in words.',
  schema: { type: 'integer', minimum: 1 },
};

/** The headers an answer may carry: a write limit's Retry-After, and on a write the replay's mark. */
function headersOf(route: RouteContract, status: number) {
  const headers = {
    ...(status === 429 ? { 'Retry-After': RETRY_AFTER } : {}),
    ...(isWrite(route) ? { 'Idempotency-Replayed': IDEMPOTENCY_REPLAYED } : {}),
  };
  return Object.keys(headers).length ? { headers } : {};
}

function responses(listed: ListedRoute) {
  const { route } = listed;
  const [first, ...named] = route.statuses;
  const others = [...new Set([...named, ...commonStatuses(listed)])].sort((a, b) => a - b);
  return {
    [String(first)]: success(route),
    ...Object.fromEntries(
      others.map((status) => [
        String(status),
        status === 304
          ? { description: REASONS[status] }
          : {
              description: REASONS[status] ?? 'Refused.',
              ...headersOf(route, status),
              content: ERROR_CONTENT,
            },
      ]),
    ),
  };
}

function access(route: RouteContract): 'public' | 'member' | 'admin' {
  return typeof route.access === 'object' ? 'admin' : route.access;
}

function operation(listed: ListedRoute) {
  const { name, tag, path, route } = listed;
  const who = access(route);
  const body = requestBody(route);
  return {
    operationId: name,
    tags: [tag],
    summary: route.summary,
    ...(typeof route.access === 'object' ? { description: `Administrators only: to ${route.access.admin}.` } : {}),
    // Visitors call public routes with the project's anon key alone; members add their access token.
    security: who === 'public' ? [{ apiKey: [] }, { apiKey: [], bearer: [] }] : [{ apiKey: [], bearer: [] }],
    'x-access': who,
    ...(route.conditional ? { 'x-conditional': true } : {}),
    parameters: [
      ...pathParameters(route, path),
      ...parametersOf(route.query, 'query'),
      ...(isWrite(route) ? [IDEMPOTENCY_KEY] : []),
    ],
    ...(body ? { requestBody: body } : {}),
    responses: responses(listed),
  };
}

/** The whole document. Deterministic: the same contracts make the same text. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const listed of ROUTES) {
    (paths[listed.path] ??= {})[listed.route.method.toLowerCase()] = operation(listed);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ideaboard API',
      version: '1.0.0',
      description:
        'Submit, review, rate and discuss startup ideas. Every answer is JSON: { success: true, data, message?, meta? } ' +
        'or { success: false, message, code, details? } with an honest status.',
    },
    // Relative to the project's URL: the function is served under /functions/v1, as on hosted Supabase.
    servers: [{ url: '/functions/v1' }],
    tags: [...new Set(ROUTES.map((listed) => listed.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchema(errorSchema, 'output') },
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'apikey', description: "The project's anon (publishable) key." },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "A member's access token." },
      },
    },
  };
}
