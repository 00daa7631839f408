// Generators of malformed requests to every endpoint of the API, for the bad-input sweep (bad-input.test.ts):
// each route with its own method or a wrong one, path ids that are malformed or name nothing, odd query strings,
// and bodies that are always refused: a valid base broken at least once (missing, extra or wrongly typed fields,
// values out of bounds, NUL), or not the right JSON or multipart at all. Reads may name real rows; nothing else does,
// so no generated request can write. Changes to the generators change what a seed produces.
import fc from 'fast-check';
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../stack/index.ts';
import { ideaFields, pdfBytes, seedIdea, SEED as ACCOUNTS } from '../api/support.ts';

/** What the generators must know of the database they aim at. */
export interface World {
  /** Every id the database holds: generated "unknown" ids avoid them, so no generated write can name a real row. */
  existingIds: Set<string>;
  /** The signed-in member's own idea, and the member's id. */
  ownIdea: string;
  memberId: string;
}

let world: World;

/* Section - what a request is made of */

export type Role = 'visitor' | 'member' | 'admin' | 'forged';
type BodyKind = 'none' | 'idea' | 'rating' | 'profile' | 'reason';

interface Route {
  method: string;
  path: string;
  body: BodyKind;
  /** Query parameters the route reads. */
  query?: 'ideas' | 'users';
  /** Real ids this route may get in its path: only reads, and edits whose generated form is always refused. */
  realIds?: 'ideas' | 'users' | 'own';
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/health', body: 'none' },
  { method: 'GET', path: '/ideas', body: 'none', query: 'ideas' },
  { method: 'POST', path: '/ideas', body: 'idea' },
  { method: 'GET', path: '/ideas/:id', body: 'none', realIds: 'ideas' },
  { method: 'PUT', path: '/ideas/:id', body: 'idea', realIds: 'own' },
  { method: 'DELETE', path: '/ideas/:id', body: 'none' },
  { method: 'GET', path: '/ratings/idea/:id', body: 'none', realIds: 'ideas' },
  { method: 'POST', path: '/ratings', body: 'rating' },
  { method: 'GET', path: '/users/:id', body: 'none', realIds: 'users' },
  { method: 'GET', path: '/users/:id/ideas', body: 'none', realIds: 'users' },
  { method: 'GET', path: '/me', body: 'none' },
  { method: 'PUT', path: '/me', body: 'profile' },
  { method: 'GET', path: '/roadmap', body: 'none' },
  { method: 'GET', path: '/admin/dashboard', body: 'none' },
  { method: 'GET', path: '/admin/ideas/pending', body: 'none' },
  { method: 'PUT', path: '/admin/ideas/:id/approve', body: 'none' },
  { method: 'POST', path: '/admin/ideas/:id/reject', body: 'reason' },
  { method: 'PUT', path: '/admin/ideas/:id', body: 'idea', realIds: 'ideas' },
  { method: 'DELETE', path: '/admin/ideas/:id', body: 'none' },
  { method: 'GET', path: '/admin/users', body: 'none', query: 'users' },
  { method: 'PUT', path: '/admin/users/:id/promote', body: 'none' },
  { method: 'PUT', path: '/admin/users/:id/demote', body: 'none' },
];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** The methods a path template answers: any other is a wrong method. */
const allowedOn = (path: string) =>
  ROUTES.filter((route) => route.path === path).map((route) => route.method);

export interface Body {
  contentType?: string;
  bytes: Uint8Array<ArrayBuffer> | string;
  what: string;
}

export interface Request {
  role: Role;
  authorization?: string;
  method: string;
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

/** A well-formed UUID that names nothing in the database. */
const unknownUuid = () => fc.uuid().filter((id) => !world.existingIds.has(id.toLowerCase()));

const badUuid = () =>
  fc.oneof(
    unknownUuid().map((id) => id.slice(1)),
    unknownUuid().map((id) => `${id}0`),
    unknownUuid().map((id) => id.replace(/-/g, '')),
    unknownUuid().map((id) => `{${id}}`),
    oddText(40),
    fc.constantFrom('', 'null', '-1', '0', '1e3', ' ', 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', "' or 1=1 --"),
  );

/** What a path segment that should be an id may be. */
function pathId(route: Route) {
  const real =
    route.realIds === 'ideas'
      ? fc.constantFrom(seedIdea(1), seedIdea(17), seedIdea(20), world.ownIdea)
      : route.realIds === 'users'
        ? fc.constantFrom(ACCOUNTS.admin.id, ACCOUNTS.alice.id, world.memberId)
        : route.realIds === 'own'
          ? fc.constantFrom(world.ownIdea, seedIdea(1))
          : null;
  const fake = fc.oneof(
    { weight: 4, arbitrary: unknownUuid() },
    { weight: 1, arbitrary: unknownUuid().map((id) => id.toUpperCase()) },
    { weight: 4, arbitrary: badUuid().map(pct) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%00', '%', '%ZZ', '%ED%A0%80', '%FF%FE', '..', '%2e%2e', 'x'.repeat(3000)),
    },
  );
  return real ? fc.oneof({ weight: 2, arbitrary: real }, { weight: 5, arbitrary: fake }) : fake;
}

const QUERY_KEYS = {
  ideas: ['status', 'limit', 'offset', 'search', 'category', 'sort', 'order'],
  users: ['search', 'limit', 'offset'],
};

function query(kind: 'ideas' | 'users') {
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
      'approved',
      'pending',
      'rejected',
      'technology',
    ),
    fc.constantFrom(
      'finalScore',
      'createdAt',
      'asc',
      'desc',
      'ASC',
      '%00',
      '%',
      '%ZZ',
      '%ED%A0%80',
      '%C0%80',
    ),
    huge(101, 2000).map(pct),
  );
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...QUERY_KEYS[kind]) }, oddText(10).map(pct));
  return (
    fc
      .array(fc.tuple(key, value), { maxLength: 5 })
      .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''))
      // Under the gateway's 16 KB limit for the request line and headers (Node's; Kong's is 8 KB): a longer URL
      // never reaches the API. A cut may split a %xx escape, which is one more malformed input.
      .map((search) => search.slice(0, 6000))
  );
}

/* Section - JSON bodies */

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
const extraKey = (known: readonly string[]) =>
  fc.tuple(oddKey(known), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => set(key, value));

const notANumber = fc.constantFrom<unknown>('50', '', null, true, [], {}, [50], 50.5, -1, 101, 1e308, 'NaN');

const RATING_KEYS = ['ideaId', 'marketDemand', 'innovation', 'competition', 'isAnonymous'];
const ratingBase = () =>
  fc.record({
    ideaId: fc.oneof(fc.constantFrom(seedIdea(1), seedIdea(2), seedIdea(17)), unknownUuid()),
    marketDemand: fc.integer({ min: 0, max: 100 }),
    innovation: fc.integer({ min: 0, max: 100 }),
    competition: fc.integer({ min: 0, max: 100 }),
    isAnonymous: fc.boolean(),
  });
/** Each of these makes a rating invalid, whatever else the body holds. */
const ratingBreak = () =>
  fc.oneof(
    fc.constantFrom('ideaId', 'marketDemand', 'innovation', 'competition').map(remove),
    fc
      .tuple(fc.constantFrom('marketDemand', 'innovation', 'competition'), notANumber)
      .map(([key, value]) => set(key, value)),
    fc
      .tuple(fc.constantFrom('marketDemand', 'innovation', 'competition'), fc.integer({ min: 101 }))
      .map(([key, value]) => set(key, value)),
    fc.integer({ max: -1 }).map((value) => set('innovation', value)),
    badUuid().map((value) => set('ideaId', value)),
    fc.constantFrom<unknown>(5, null, [], {}).map((value) => set('ideaId', value)),
    unknownUuid().map((id) => set('ideaId', `${id}\u0000`)),
    fc.constantFrom<unknown>('yes', 'true', 1, 0, null, []).map((value) => set('isAnonymous', value)),
    extraKey(RATING_KEYS),
  );

const PROFILE_KEYS = ['displayName', 'bio', 'avatarUrl', 'socialLinks'];
const link = fc.constantFrom('', 'https://example.com/me', 'http://a.b/c?d=e');
const profileBase = () =>
  fc.record(
    {
      displayName: oddText(50).filter((name) => name.trim().length > 0),
      bio: oddText(200),
      avatarUrl: link,
      socialLinks: fc.record({ twitter: link, linkedin: link }, { requiredKeys: [] }),
    },
    { requiredKeys: [] },
  );
const profileBreak = () =>
  fc.oneof(
    fc.constantFrom<unknown>('', '   ', '\t\n', 5, null, [], {}).map((value) => set('displayName', value)),
    huge(101, 5000).map((value) => set('displayName', value)),
    huge(1001, 20_000).map((value) => set('bio', value)),
    fc.constantFrom<unknown>(5, null, true, {}).map((value) => set('bio', value)),
    fc
      .constantFrom<unknown>('javascript:alert(1)', 'ftp://example.com', 'http://', 'example.com', 5, null)
      .map((value) => set('avatarUrl', value)),
    huge(2049, 4000).map((value) => set('avatarUrl', `https://example.com/${value}`)),
    fc
      .constantFrom<unknown>(
        [],
        'x',
        null,
        5,
        { twitter: 5 },
        { facebook: 'https://f.com' },
        { twitter: 'nope' },
      )
      .map((value) => set('socialLinks', value)),
    fc.constantFrom('displayName', 'bio').map((key) => set(key, `with a NUL \u0000 in it`)),
    extraKey(PROFILE_KEYS),
  );

const reasonBase = () =>
  fc.oneof(
    fc.constant<Json>({}),
    oddText(100).map((reason): Json => ({ reason })),
    fc.constant<Json>({ reason: null }),
  );
const reasonBreak = () =>
  fc.oneof(
    fc.constantFrom<unknown>(5, true, [], {}, ['no']).map((value) => set('reason', value)),
    huge(1001, 20_000).map((value) => set('reason', value)),
    fc.constant(set('reason', 'a NUL \u0000 here')),
    extraKey(['reason']),
  );

/** A JSON body that is always refused: a valid base broken at least once, or not the right JSON at all. */
function jsonBody(
  base: fc.Arbitrary<Json>,
  breaks: fc.Arbitrary<Mutation>,
  known: string[],
): fc.Arbitrary<Body> {
  const json = 'application/json';
  const broken = fc
    .tuple(base, fc.array(breaks, { minLength: 1, maxLength: 3 }))
    .map(([object, mutations]) => {
      const copy = { ...object };
      for (const mutate of mutations) mutate(copy);
      return copy;
    });
  return fc.oneof(
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
      // Any JSON value; an object gets a key no schema knows, so it can never be a valid body.
      weight: 2,
      arbitrary: fc.tuple(fc.jsonValue({ maxDepth: 3 }), oddKey(known)).map(([value, key]) => {
        const body =
          value !== null && typeof value === 'object' && !Array.isArray(value)
            ? { ...value, [key]: 1 }
            : value;
        return { contentType: json, bytes: JSON.stringify(body), what: 'arbitrary JSON' };
      }),
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
    {
      weight: 1,
      arbitrary: broken.map((object) => ({ bytes: JSON.stringify(object), what: 'no content type' })),
    },
  );
}

/* Section - multipart bodies */

export type Part =
  { name: string; value: string } | { name: string; file: Uint8Array; filename: string; type: string };
type FormMutation = (parts: Part[]) => Part[];

const REQUIRED_FIELDS = ['title', 'description', 'category', 'targetMarket', 'businessModel'];
const IDEA_KEYS = [
  ...Object.keys(ideaFields()),
  'pitchDeck',
  'pitchDeckUrl',
  'removePitchDeck',
  'competitors',
  'timeline',
];

const without =
  (name: string): FormMutation =>
  (parts) =>
    parts.filter((part) => part.name !== name);
/** Replaces every part named `name` (a duplicate could otherwise win). */
const setField =
  (name: string, value: string): FormMutation =>
  (parts) => [...without(name)(parts), { name, value }];

const formBreak = (): fc.Arbitrary<FormMutation> =>
  fc.oneof(
    fc.constantFrom(...REQUIRED_FIELDS).map(without),
    fc
      .constantFrom('', 'abcd', '   shrt   ', 'Title with a NUL \u0000 inside')
      .map((v) => setField('title', v)),
    huge(101, 20_000).map((v) => setField('title', v)),
    fc.constantFrom('too short', '').map((v) => setField('description', v)),
    huge(2001, 100_000).map((v) => setField('description', v)),
    oddText(20)
      .filter(
        (v) =>
          !['technology', 'healthcare', 'finance', 'education', 'entertainment', 'other'].includes(v.trim()),
      )
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
        oddKey(IDEA_KEYS).filter((name) => name !== ''),
        oddText(50),
      )
      .map(([name, value]): FormMutation => (parts) => [...parts, { name, value }]),
    fc
      .constantFrom(...REQUIRED_FIELDS)
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
function ideaBody(): fc.Arbitrary<Body> {
  const base = (): Part[] => Object.entries(ideaFields()).map(([name, value]) => ({ name, value }));
  const broken = fc
    .tuple(fc.array(formNoise(), { maxLength: 3 }), fc.array(formBreak(), { minLength: 1, maxLength: 3 }))
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
        .tuple(broken, fc.constantFrom(...REQUIRED_FIELDS), fc.double({ min: 0, max: 1, noNaN: true }))
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

const UNKNOWN_PATHS = [
  '/ideaz',
  '/Ideas',
  '/ideas/x/y/z',
  '/admin',
  '/admin/ideas',
  '/ratings/idea',
  '/users',
  '/',
  '',
];

function bodyFor(kind: BodyKind): fc.Arbitrary<Body | undefined> {
  switch (kind) {
    case 'idea':
      return ideaBody();
    case 'rating':
      return jsonBody(ratingBase(), ratingBreak(), RATING_KEYS);
    case 'profile':
      return jsonBody(profileBase(), profileBreak(), PROFILE_KEYS);
    case 'reason':
      return jsonBody(reasonBase(), reasonBreak(), ['reason']);
    case 'none':
      return fc.oneof(
        { weight: 3, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: jsonBody(ratingBase(), ratingBreak(), RATING_KEYS) },
      );
  }
}

/** Malformed requests to every endpoint of the API, in the database `where` describes. */
export function malformedRequests(where: World): fc.Arbitrary<Request> {
  world = where;
  const role = fc.constantFrom<Role>('visitor', 'member', 'admin', 'forged');
  const known = fc.constantFrom(...ROUTES).chain((route) =>
    fc.record({
      route: fc.constant(route),
      path: route.path.includes(':id')
        ? pathId(route).map((id) => route.path.replace(':id', id))
        : fc.constant(route.path),
      query: route.query ? query(route.query) : fc.constant(''),
      // Mostly the route's own method; sometimes one it does not allow.
      method: fc.oneof(
        { weight: 5, arbitrary: fc.constant(route.method) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...METHODS.filter((m) => !allowedOn(route.path).includes(m))),
        },
      ),
      body: bodyFor(route.body),
    }),
  );
  const unknown = fc.record({
    path: fc.oneof(
      fc.constantFrom(...UNKNOWN_PATHS),
      oddText(20).map((segment) => `/${pct(segment)}`),
    ),
    query: fc.constant(''),
    method: fc.constantFrom(...METHODS),
    body: bodyFor('none'),
  });
  return fc
    .tuple(
      role,
      fc.oneof({ weight: 12, arbitrary: known }, { weight: 1, arbitrary: unknown }),
      fc.constantFrom(...FORGED),
    )
    .map(([who, request, forged]) => {
      const method = request.method;
      const body = method === 'GET' ? undefined : request.body;
      return {
        role: who,
        authorization: who === 'forged' ? forged : undefined,
        method,
        path: `${request.path}${request.query}`,
        body,
        [fc.toStringMethod]: () =>
          `${who} ${method} ${`${request.path}${request.query}`.slice(0, 200)}` +
          (body ? ` [${body.what}, ${body.contentType ?? 'no type'}, ${body.bytes.length} bytes]` : ''),
      };
    });
}
