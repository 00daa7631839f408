// Generators of malformed requests to every endpoint of the API, for the bad-input sweep (bad-input.test.ts). The
// endpoints are the route contracts' (routes/contracts.ts), and what each reads comes from the OpenAPI document
// they make: its path parameters, its query, and its body's schema. Each endpoint gets its own method or a wrong
// one, path parameters that are malformed or name nothing, odd query strings, and bodies that are always refused:
// a body of the schema's shape broken at least once (a required field missing, a field of the wrong type or out
// of bounds, a NUL, an unknown field where the schema refuses them), checked refused by that schema, or not the
// right JSON or multipart at all. Reads may name real rows; nothing else does, so no generated request can write.
// Changes to the generators change what a seed produces.
import fc from 'fast-check';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../stack/index.ts';
import { fileAnswerOf } from '../../supabase/functions/_shared/schemas/previews.ts';
import { ideaFields, pdfBytes, seedIdea, SEED as ACCOUNTS } from '../api/support.ts';
import {
  openApiDocument,
  operationOf,
  ROUTES,
  type JsonSchema,
  type ListedRoute,
  type Parameter,
} from '../support/api-contract.ts';
import { AnswerChecker, schemaValidator } from '../support/answer-check.ts';

/** What the generators must know of the database they aim at. */
export interface World {
  /**
   * Every id and address the database holds, lower-cased: generated "unknown" ones avoid them, so no generated
   * write can name a real row.
   */
  existingIds: Set<string>;
  /** The signed-in member's own idea, and the member's id: rows only reads may name. */
  ownIdea: string;
  memberId: string;
  /** Addresses of published landing pages, for reads. */
  slugs: string[];
}

let world: World;

/* Section - the endpoints */

type BodyShape =
  | { kind: 'none' }
  | { kind: 'json'; schema: JsonSchema; optional: boolean }
  | { kind: 'multipart'; schema: JsonSchema };

export interface Endpoint {
  /** The route's name in the contracts, e.g. `ideas.get`. */
  name: string;
  method: string;
  /** OpenAPI's form: `/api/ideas/{id}`. */
  path: string;
  label: string;
  read: boolean;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body: BodyShape;
  /** The statuses the contract declares. */
  statuses: readonly number[];
  /** The success answer is the data alone, without the envelope (the document itself). */
  bare: boolean;
  /** The media type of a success answer that is a file (a preview image), not JSON. */
  file?: string;
}

const DOCUMENT = openApiDocument();
const ajv = schemaValidator();
const router = new AnswerChecker(DOCUMENT);

function endpointOf(listed: ListedRoute): Endpoint {
  const operation = operationOf(DOCUMENT, listed);
  if (!operation) throw new Error(`${listed.name} is not in the OpenAPI document`);
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const form = content['multipart/form-data'];
  const body: BodyShape = json
    ? { kind: 'json', schema: json.schema, optional: !operation.requestBody!.required }
    : form
      ? { kind: 'multipart', schema: form.schema }
      : { kind: 'none' };
  return {
    name: listed.name,
    method: listed.route.method,
    path: listed.path,
    label: `${listed.route.method} ${listed.path}`,
    read: listed.route.method === 'GET',
    pathParameters: operation.parameters.filter((parameter) => parameter.in === 'path'),
    queryParameters: operation.parameters.filter((parameter) => parameter.in === 'query'),
    body,
    statuses: listed.route.statuses,
    bare: listed.route.response?.bare === true,
    file: fileAnswerOf(listed.route.response.data)?.mediaType,
  };
}

/** Every endpoint of the API, in the contracts' order. */
export const ENDPOINTS: readonly Endpoint[] = ROUTES.map(endpointOf);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** The methods a path template answers: any other is a wrong method. */
const allowedOn = (path: string) =>
  ENDPOINTS.filter((endpoint) => endpoint.path === path).map((endpoint) => endpoint.method);

/**
 * The endpoint a request reaches, as the function's router picks it from the path the client sends (which the
 * URL parser has normalised: `..` and `%2e%2e` climb), or null.
 */
export function endpointReached(request: Pick<Request, 'method' | 'path'>): Endpoint | null {
  const { pathname } = new URL(`http://stack/functions/v1/api${request.path}`);
  const prefix = '/functions/v1/api';
  if (!pathname.startsWith(prefix)) return null;
  const reached = router.route(request.method, `/api${pathname.slice(prefix.length)}`);
  return ENDPOINTS.find((endpoint) => endpoint.name === reached?.operation.operationId) ?? null;
}

/** Whether a concrete path (under /api) is one some endpoint answers, whatever its method. */
const isRoute = (path: string) =>
  ENDPOINTS.some((endpoint) =>
    new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}/?$`).test(`/api${path}`),
  );

export interface Body {
  contentType?: string;
  bytes: Uint8Array<ArrayBuffer> | string;
  what: string;
}

export type Role = 'visitor' | 'member' | 'admin' | 'forged';

export interface Request {
  /** The endpoint aimed at, or null for a path no endpoint answers. */
  endpoint: Endpoint | null;
  role: Role;
  authorization?: string;
  method: string;
  /** Under /api, with the query. */
  path: string;
  body?: Body;
  [fc.toStringMethod](): string;
}

/* Section - odd values */

const encoder = new TextEncoder();

/** Percent-encodes the UTF-8 of `text` (a lone surrogate becomes U+FFFD, as a browser sends it). */
const pct = (text: string) =>
  [...encoder.encode(text)]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');

/** One character: any code point (controls and NUL included), or one of the troublemakers, lone surrogates first. */
const oddUnit = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '\ud800', // a lone high surrogate
      '\udfff', // a lone low surrogate
      '\ude00\ud83d', // a surrogate pair the wrong way round
      '\u0000',
      '\ufeff', // byte order mark
      '\u202e', // right-to-left override
      '\u200b', // zero-width space
      '\u0301', // a combining accent with nothing to combine with
      '\r\n',
      '\u2028',
      '\uffff',
      '%',
    ),
  },
);
/** Text of any code points, lone surrogates, NUL and control characters included. */
const oddText = (maxLength = 40) => fc.string({ unit: oddUnit, maxLength });
/** A field name no schema knows: random, or one of Object.prototype's (which once made the API answer 500). */
const oddKey = (known: readonly string[]) =>
  fc
    .oneof(
      { weight: 4, arbitrary: oddText(20) },
      { weight: 1, arbitrary: fc.constantFrom('__proto__', 'toString', 'constructor', 'hasOwnProperty') },
    )
    .filter((key) => !known.includes(key));

/** Strings that are not JSON text. */
const notJson = fc
  .oneof(
    oddText(200),
    fc.constantFrom(
      '{',
      '{"ideaId":',
      '[1,2',
      '{"a":1}}',
      "{'a':1}",
      'undefined',
      'NaN',
      '{"a":01}',
      '\u0000',
    ),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  });

/** Text of `min` to `max` units that trimming cannot shorten below `min` (the schemas trim before they count). */
const huge = (min: number, max: number) =>
  fc
    .tuple(fc.integer({ min, max }), fc.constantFrom('x', 'é', '😀', '\u200b', 'a '))
    .map(([n, ch]) => ch.repeat(n));

const unknown = (value: string) => !world.existingIds.has(value.toLowerCase());

/** A well-formed UUID that names nothing in the database. */
const unknownUuid = () => fc.uuid().filter(unknown);

const badUuid = () =>
  fc.oneof(
    unknownUuid().map((id) => id.slice(1)),
    unknownUuid().map((id) => `${id}0`),
    unknownUuid().map((id) => id.replace(/-/g, '')),
    unknownUuid().map((id) => `{${id}}`),
    oddText(40),
    fc.constantFrom('', 'null', '-1', '0', '1e3', ' ', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', "' or 1=1 --"),
  );

/* Section - path parameters and queries */

/** A value of the parameter's own form that names nothing: an unknown UUID, item number or address. */
function unknownValue(parameter: Parameter): fc.Arbitrary<string> {
  const { format, pattern } = parameter.schema as { format?: string; pattern?: string };
  if (format === 'uuid' || (!pattern && parameter.name === 'id')) return unknownUuid();
  if (pattern) return fc.stringMatching(new RegExp(pattern)).filter(unknown);
  return fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/).filter(unknown);
}

/** Real rows a read may name: ideas (approved, pending, rejected, the member's own) and members. */
function realValues(parameter: Parameter): fc.Arbitrary<string> | null {
  if (parameter.name === 'slug') return world.slugs.length ? fc.constantFrom(...world.slugs) : null;
  return fc.constantFrom(
    seedIdea(1),
    seedIdea(17),
    seedIdea(20),
    world.ownIdea,
    ACCOUNTS.admin.id,
    ACCOUNTS.alice.id,
    world.memberId,
  );
}

/** What a path parameter may be: for reads sometimes a real row; otherwise unknown or malformed. */
function pathValue(endpoint: Endpoint, parameter: Parameter): fc.Arbitrary<string> {
  const fake = fc.oneof(
    { weight: 4, arbitrary: unknownValue(parameter) },
    { weight: 1, arbitrary: unknownValue(parameter).map((value) => value.toUpperCase()) },
    { weight: 4, arbitrary: badUuid().map(pct) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%00', '%', '%ZZ', '%ED%A0%80', '%FF%FE', '..', '%2e%2e', 'x'.repeat(3000)),
    },
  );
  const real = endpoint.read ? realValues(parameter) : null;
  return real ? fc.oneof({ weight: 2, arbitrary: real }, { weight: 5, arbitrary: fake }) : fake;
}

/** The values a query parameter's schema names (its enum, or its const), as hints worth sending. */
function namedValues(schema: JsonSchema): string[] {
  const values = [...((schema.enum as unknown[]) ?? []), ...('const' in schema ? [schema.const] : [])];
  const nested = ((schema.anyOf ?? schema.oneOf ?? []) as JsonSchema[]).flatMap(namedValues);
  return [...values.map(String), ...nested];
}

function query(parameters: Parameter[]): fc.Arbitrary<string> {
  if (!parameters.length) return fc.constant('');
  const named = parameters.flatMap((parameter) => namedValues(parameter.schema));
  const value = fc.oneof(
    oddText(30).map(pct),
    fc.integer().map(String),
    fc.constantFrom(
      '',
      '-1',
      '0',
      '1e9',
      'NaN',
      '1.5',
      '%20',
      'ASC',
      '%00',
      '%',
      '%ZZ',
      '%ED%A0%80',
      '%C0%80',
    ),
    ...(named.length ? [fc.constantFrom(...named)] : []),
    huge(101, 2000).map(pct),
  );
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...parameters.map((parameter) => parameter.name)) },
    oddText(10).map(pct),
  );
  return (
    fc
      .array(fc.tuple(key, value), { maxLength: 5 })
      .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))
      // Under the gateway's 16 KB limit for the request line and headers (Node's; Kong's is 8 KB): a longer URL
      // never reaches the API. A cut may split a %xx escape, which is one more malformed input.
      .map((search) => search.slice(0, 6000))
  );
}

/* Section - JSON bodies, from the body's schema */

type Json = Record<string, unknown>;
type Mutation = (object: Json) => void;

const set =
  (key: string, value: unknown): Mutation =>
  (object) => {
    // An own property even for `__proto__` (plain assignment would set the prototype, and JSON would drop it).
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  };
const remove =
  (key: string): Mutation =>
  (object) => {
    delete object[key];
  };

/** Whether a NUL is in any text of `value`: the API refuses it in any JSON body, before any schema. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, child]) => key.includes('\u0000') || holdsNul(child));
}

const schemaCache = new Map<JsonSchema, ValidateFunction>();
/** Whether `schema` takes `value` as the API would receive it (after a trip through JSON text). */
function accepts(schema: JsonSchema, value: unknown): boolean {
  let validate = schemaCache.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    schemaCache.set(schema, validate);
  }
  const text = JSON.stringify(value);
  return text !== undefined && validate(JSON.parse(text));
}

/** The object schemas a body may be: the schema itself, or each of its alternatives. */
function objectShapes(schema: JsonSchema): JsonSchema[] {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return alternatives.flatMap(objectShapes);
  return schema.type === 'object' ? [schema] : [];
}

/** Whether every object the schema takes refuses fields it does not name (the contracts' bodies are strict). */
export function refusesUnknownFields(schema: JsonSchema): boolean {
  const shapes = objectShapes(schema);
  return shapes.length > 0 && shapes.every((shape) => shape.additionalProperties === false);
}

/** Values of the schema's shape, not always valid (a break follows anyway), never naming a real row. */
function sample(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => sample(alternative, depth)));
  const num = (key: string, fallback: number) => (typeof schema[key] === 'number' ? schema[key] : fallback);
  switch (Array.isArray(schema.type) ? (schema.type[0] as string) : schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return unknownUuid();
      if (schema.format === 'email') return fc.constantFrom('someone@example.test', 'x.y+z@example.org');
      if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern));
      const minLength = num('minLength', 0);
      return fc.string({ minLength, maxLength: Math.min(num('maxLength', 40), minLength + 40) });
    }
    case 'integer':
      return fc.integer({ min: num('minimum', -1000), max: num('maximum', 1000) });
    case 'number':
      return fc.double({ min: num('minimum', -1000), max: num('maximum', 1000), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 3) return fc.constant([]);
      const minLength = num('minItems', 0);
      const items = (schema.items as JsonSchema | undefined) ?? {};
      return fc.array(sample(items, depth + 1), {
        minLength,
        maxLength: Math.min(num('maxItems', 5), minLength + 3),
      });
    }
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = (schema.required as string[] | undefined) ?? [];
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([key, property]) => [key, sample(property, depth + 1)]),
        ),
        { requiredKeys: required.filter((key) => key in properties) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Values of every JSON type and of the usual wrong sizes. */
const WRONG_VALUES: unknown[] = [
  5,
  -1,
  1.5,
  1e308,
  '',
  ' ',
  'text',
  true,
  false,
  null,
  [],
  [1],
  ['a'],
  {},
  { a: 1 },
  'not-a-uuid',
  'Q9 99',
  'nobody@',
];

/** Values the property's schema refuses: wrong types, and just past each of its bounds. */
function refusedValues(property: JsonSchema): unknown[] {
  const bounds: unknown[] = [];
  const n = (key: string) => (typeof property[key] === 'number' ? property[key] : undefined);
  const maxLength = n('maxLength');
  const minLength = n('minLength');
  if (maxLength !== undefined) bounds.push('x'.repeat(maxLength + 1));
  if (minLength !== undefined && minLength > 0) bounds.push('x'.repeat(minLength - 1));
  if (n('maximum') !== undefined) bounds.push(n('maximum')! + 1);
  if (n('minimum') !== undefined) bounds.push(n('minimum')! - 1);
  if (n('maxItems') !== undefined) bounds.push(Array.from({ length: n('maxItems')! + 1 }, () => 'x'));
  return [...WRONG_VALUES, ...bounds].filter((value) => !accepts(property, value));
}

/** Each of these makes a body refused by itself, whatever else the body holds. */
function breaksOf(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const shapes = objectShapes(schema);
  const properties = new Map<string, JsonSchema[]>();
  for (const shape of shapes) {
    for (const [key, property] of Object.entries((shape.properties ?? {}) as Record<string, JsonSchema>)) {
      properties.set(key, [...(properties.get(key) ?? []), property]);
    }
  }
  const required = [...new Set(shapes.flatMap((shape) => (shape.required as string[] | undefined) ?? []))];
  const breaks: fc.Arbitrary<Mutation>[] = [];
  if (required.length) breaks.push(fc.constantFrom(...required).map(remove));
  for (const [key, alternatives] of properties) {
    // Refused by every object shape that names the field.
    const refused = alternatives
      .map(refusedValues)
      .reduce((common, values) => common.filter((value) => values.includes(value)));
    if (refused.length) breaks.push(fc.constantFrom(...refused).map((value) => set(key, value)));
    // A NUL anywhere in a JSON body is refused before any schema (Postgres text cannot hold it).
    breaks.push(fc.constant(set(key, `with a NUL \u0000 in it`)));
  }
  if (refusesUnknownFields(schema)) {
    breaks.push(
      fc
        .tuple(oddKey([...properties.keys()]), fc.jsonValue({ maxDepth: 2 }))
        .map(([key, value]) => set(key, value)),
    );
  }
  return fc.oneof(...breaks);
}

/** A JSON body that is always refused: of the schema's shape but broken, or not the right JSON at all. */
function jsonBody(schema: JsonSchema, optional: boolean): fc.Arbitrary<Body> {
  const json = 'application/json';
  const known = objectShapes(schema).flatMap((shape) => Object.keys(shape.properties ?? {}));
  const broken = fc
    .tuple(sample(schema), fc.array(breaksOf(schema), { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => {
      const copy: Json = value !== null && typeof value === 'object' ? { ...(value as Json) } : {};
      for (const mutate of mutations) mutate(copy);
      return copy;
    })
    .filter((body) => holdsNul(body) || !accepts(schema, body));
  const variants: fc.WeightedArbitrary<Body>[] = [
    {
      weight: 6,
      arbitrary: fc
        .tuple(broken, fc.constantFrom(json, 'application/json; charset=utf-8', 'application/vnd.api+json'))
        .map(([object, contentType]) => ({
          contentType,
          bytes: JSON.stringify(object),
          what: 'broken JSON object',
        })),
    },
    {
      // Any JSON value; an object gets a key no schema knows. Only those the schema refuses.
      weight: 2,
      arbitrary: fc
        .tuple(fc.jsonValue({ maxDepth: 3 }), oddKey(known))
        .map(([value, key]) =>
          value !== null && typeof value === 'object' && !Array.isArray(value)
            ? { ...value, [key]: 1 }
            : value,
        )
        .filter((value) => holdsNul(value) || !accepts(schema, value))
        .map((value) => ({ contentType: json, bytes: JSON.stringify(value), what: 'arbitrary JSON' })),
    },
    { weight: 2, arbitrary: notJson.map((text) => ({ contentType: json, bytes: text, what: 'not JSON' })) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => ({
        contentType: json,
        bytes: new Uint8Array([0xff, ...bytes]),
        what: 'invalid UTF-8',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          broken,
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
        )
        .map(([object, contentType]) => ({ contentType, bytes: JSON.stringify(object), what: 'wrong type' })),
    },
  ];
  // An optional body without a content type is no body at all, which the route takes: not a refused body.
  if (!optional) {
    variants.push({
      weight: 1,
      arbitrary: broken.map((object) => ({ bytes: JSON.stringify(object), what: 'no content type' })),
    });
  }
  return fc.oneof(...variants);
}

/* Section - multipart bodies (the idea's form) */

export type Part =
  { name: string; value: string } | { name: string; file: Uint8Array; filename: string; type: string };
type FormMutation = (parts: Part[]) => Part[];

const without =
  (name: string): FormMutation =>
  (parts) =>
    parts.filter((part) => part.name !== name);
/** Replaces every part named `name` (a duplicate could otherwise win). */
const setField =
  (name: string, value: string): FormMutation =>
  (parts) => [...without(name)(parts), { name, value }];

interface FormShape {
  required: string[];
  known: string[];
  categories: string[];
}

function formShape(schema: JsonSchema): FormShape {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return {
    required: (schema.required as string[] | undefined) ?? [],
    known: [...Object.keys(properties), 'pitchDeckUrl'],
    categories: ((properties.category?.enum as string[] | undefined) ?? []).map(String),
  };
}

const formBreak = (shape: FormShape): fc.Arbitrary<FormMutation> =>
  fc.oneof(
    fc.constantFrom(...shape.required).map(without),
    fc
      .constantFrom('', 'abcd', '   shrt   ', 'Title with a NUL \u0000 inside')
      .map((v) => setField('title', v)),
    huge(101, 20_000).map((v) => setField('title', v)),
    fc.constantFrom('too short', '').map((v) => setField('description', v)),
    huge(2001, 100_000).map((v) => setField('description', v)),
    oddText(20)
      .filter((v) => !shape.categories.includes(v.trim()))
      .map((v) => setField('category', v)),
    fc
      .constantFrom('abc', '-1', '1.5', '1e400', 'Infinity', '1e13', 'NaN', '12abc')
      .map((v) => setField('fundingNeeded', v)),
    fc
      .constantFrom(
        '{',
        '"a tag"',
        '[1,2]',
        '["a","A"]',
        '[""]',
        'null',
        JSON.stringify(Array.from({ length: 11 }, (_, i) => `tag${i}`)),
        JSON.stringify(['x'.repeat(31)]),
      )
      .map((v) => setField('tags', v)),
    fc
      .constantFrom(
        '[]',
        '{"twitter":5}',
        '{"facebook":"https://f.com"}',
        '{"twitter":"nope"}',
        '{',
        'null',
        '"x"',
      )
      .map((v) => setField('socialMedia', v)),
    fc
      .constantFrom('javascript:alert(1)', 'ftp://example.com', 'x'.repeat(3000))
      .map((v) => setField('websiteUrl', v)),
    fc
      // A part without a name carries nothing (form parsers drop it), so an unknown field has a name.
      .tuple(
        oddKey(shape.known).filter((name) => name !== ''),
        oddText(50),
      )
      .map(([name, value]): FormMutation => (parts) => [...parts, { name, value }]),
    fc
      .constantFrom(...shape.required)
      .map((name): FormMutation => (parts) => [
        ...without(name)(parts),
        { name, file: encoder.encode('text'), filename: 'a.txt', type: 'text/plain' },
      ]),
    fc.constant(setField('pitchDeck', 'not a file')),
    fc.uint8Array({ maxLength: 2000 }).map((bytes): FormMutation => (parts) => [
      ...without('pitchDeck')(parts),
      {
        name: 'pitchDeck',
        file: new Uint8Array([0, ...bytes]),
        filename: 'deck.pdf',
        type: 'application/pdf',
      },
    ]),
    fc
      .constantFrom('deck.exe', 'deck', 'deck.pdf.txt')
      .map((filename): FormMutation => (parts) => [
        ...without('pitchDeck')(parts),
        { name: 'pitchDeck', file: pdfBytes(), filename, type: 'application/pdf' },
      ]),
  );

/** Changes that keep a form as valid or invalid as it was: odd Unicode, duplicates, control fields, order. */
const formNoise = (): fc.Arbitrary<FormMutation> =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom('competitors', 'timeline'), oddText(60))
      .map(([name, value]) => setField(name, value)),
    fc
      .constantFrom('title', 'targetMarket')
      .map((name): FormMutation => (parts) => [...parts, ...parts.filter((part) => part.name === name)]),
    fc
      .constantFrom('true', 'false', '')
      .map((value): FormMutation => (parts) => [...parts, { name: 'removePitchDeck', value }]),
    oddText(30).map((value): FormMutation => (parts) => [...parts, { name: 'pitchDeckUrl', value }]),
    fc.constant<FormMutation>((parts) => [...parts].reverse()),
  );

/** The browser's escaping of a part's name and filename in Content-Disposition. */
const quoted = (text: string) => text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

export function encodeMultipart(parts: Part[], boundary: string): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"`;
    if ('file' in part) head += `; filename="${quoted(part.filename)}"\r\nContent-Type: ${part.type}`;
    chunks.push(encoder.encode(`${head}\r\n\r\n`));
    chunks.push('file' in part ? part.file : encoder.encode(part.value));
    chunks.push(encoder.encode('\r\n'));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

export const BOUNDARY = '----resilience7MA4YWxkTrZu0gW';

/** An idea form that is always refused, sent in one of the ways a client could get it wrong. */
function formBody(schema: JsonSchema): fc.Arbitrary<Body> {
  const shape = formShape(schema);
  const base = (): Part[] => Object.entries(ideaFields()).map(([name, value]) => ({ name, value }));
  const broken = fc
    .tuple(
      fc.array(formNoise(), { maxLength: 3 }),
      fc.array(formBreak(shape), { minLength: 1, maxLength: 3 }),
    )
    .map(([noise, breaks]) => [...noise, ...breaks].reduce((parts, mutate) => mutate(parts), base()));
  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  return fc.oneof(
    {
      weight: 8,
      arbitrary: broken.map((parts) => ({
        contentType: multipart,
        bytes: encodeMultipart(parts, BOUNDARY),
        what: `form (${parts.map((p) => p.name).join(',')})`,
      })),
    },
    {
      weight: 2,
      arbitrary: broken
        .filter((parts) => parts.every((part) => 'value' in part))
        .map((parts) => ({
          contentType: 'application/x-www-form-urlencoded',
          bytes: new URLSearchParams(
            parts.map((part): [string, string] => [part.name, 'value' in part ? part.value : '']),
          ).toString(),
          what: 'urlencoded form',
        })),
    },
    {
      // Cut short (no closing boundary, or mid-part): missing a required field too, in case the parser forgives.
      weight: 2,
      arbitrary: fc
        .tuple(broken, fc.constantFrom(...shape.required), fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([parts, missing, at]) => {
          const bytes = encodeMultipart(without(missing)(parts), BOUNDARY);
          return {
            contentType: multipart,
            bytes: bytes.slice(0, Math.floor(bytes.length * at)),
            what: 'truncated form',
          };
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.uint8Array({ maxLength: 3000 }),
          fc.constantFrom(
            multipart,
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/mixed',
          ),
        )
        .map(([bytes, contentType]) => ({
          contentType,
          bytes: new Uint8Array(bytes),
          what: 'random bytes as form',
        })),
    },
    {
      weight: 1,
      arbitrary: broken.map((parts) => ({
        contentType: `multipart/form-data; boundary=${BOUNDARY}x`,
        bytes: encodeMultipart(parts, BOUNDARY),
        what: 'form with another boundary',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('application/json', 'text/plain', undefined).map((contentType) => ({
        contentType,
        bytes: JSON.stringify(ideaFields()),
        what: 'a valid idea, but not as a form',
      })),
    },
  );
}

/* Section - requests */

const FORGED = [
  'Bearer',
  'Bearer not-a-jwt',
  'Bearer a.b.c',
  'Bearer ...',
  `Bearer ${'x'.repeat(4000)}`,
  'Basic YWxpY2U6cGFzc3dvcmQxMjM=',
  `Bearer ${SERVICE_ROLE_KEY}`,
  `Bearer ${ANON_KEY}`,
  'bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImF1dGhlbnRpY2F0ZWQifQ.',
];

/** Paths next to the API's own that no endpoint answers. */
const UNKNOWN_PATHS = [
  '/ideaz',
  '/Ideas',
  '/ideas/x/y/z',
  '/admin',
  '/admin/ideas',
  '/ratings/idea',
  '/users',
  '/p',
  '/internal',
  '/',
  '',
].filter((path) => !isRoute(path));

/** A JSON body the endpoint does not read: always refused wherever a body is read. */
const strayBody = () => jsonBody({ type: 'object', properties: {}, additionalProperties: false }, false);

function bodyFor(shape: BodyShape): fc.Arbitrary<Body | undefined> {
  switch (shape.kind) {
    case 'multipart':
      return formBody(shape.schema);
    case 'json':
      return jsonBody(shape.schema, shape.optional);
    case 'none':
      return fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: strayBody() },
      );
  }
}

const roles = fc.constantFrom<Role>('visitor', 'member', 'admin', 'forged');

function finish(
  endpoint: Endpoint | null,
  request: { path: string; query: string; method: string; body: Body | undefined },
  who: Role,
  forged: string,
): Request {
  const method = request.method;
  const body = method === 'GET' ? undefined : request.body;
  const path = `${request.path}${request.query}`;
  return {
    endpoint,
    role: who,
    authorization: who === 'forged' ? forged : undefined,
    method,
    path,
    body,
    [fc.toStringMethod]: () =>
      `${who} ${method} ${path.slice(0, 200)}` +
      (body ? ` [${body.what}, ${body.contentType ?? 'no type'}, ${body.bytes.length} bytes]` : ''),
  };
}

/** Hands the generators the database they aim at; call before drawing any request. */
export function aimAt(where: World): void {
  world = where;
}

/** Malformed requests to one endpoint: mostly with its own method, sometimes with one its path does not allow. */
export function requestsTo(endpoint: Endpoint): fc.Arbitrary<Request> {
  const template = endpoint.path.replace(/^\/api/, '');
  const path = endpoint.pathParameters.reduce<fc.Arbitrary<string>>(
    (built, parameter) =>
      built.chain((text) =>
        pathValue(endpoint, parameter).map((value) => text.replace(`{${parameter.name}}`, value)),
      ),
    fc.constant(template),
  );
  const wrong = METHODS.filter((method) => !allowedOn(endpoint.path).includes(method));
  const request = fc.record({
    path,
    query: query(endpoint.queryParameters),
    method: fc.oneof(
      { weight: 5, arbitrary: fc.constant(endpoint.method) },
      { weight: 1, arbitrary: fc.constantFrom(...wrong) },
    ),
    body: bodyFor(endpoint.body),
  });
  return fc
    .tuple(roles, request, fc.constantFrom(...FORGED))
    .map(([who, drawn, forged]) => finish(endpoint, drawn, who, forged));
}

/** Requests to paths next to the API's that no endpoint answers. */
export function strayRequests(): fc.Arbitrary<Request> {
  const request = fc.record({
    path: fc.oneof(
      fc.constantFrom(...UNKNOWN_PATHS),
      oddText(20)
        .map((segment) => `/${pct(segment)}`)
        .filter((path) => !isRoute(path)),
    ),
    query: fc.constant(''),
    method: fc.constantFrom(...METHODS),
    body: bodyFor({ kind: 'none' }),
  });
  return fc
    .tuple(roles, request, fc.constantFrom(...FORGED))
    .map(([who, drawn, forged]) => finish(null, drawn, who, forged));
}
