import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi-operations';

// Generated requests over the API's operations, from their schemas: mostly well-formed requests
// with one thing wrong (a wrong type, a value past a bound, a huge or strange string, an injection
// attempt), and whole-request faults (bad JSON, a wrong content type, an oversized body, a
// traversal path, a wrong method, odd headers). fast-check draws them from a seed, so a run can be
// repeated request for request.

export interface FuzzRequest {
  /** What was done wrong, for the report: valid, query, path-param, body, bad-json… */
  kind: string;
  method: string;
  /** The request target as sent: path and query, already encoded (or deliberately not). */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** Whether to send the signed-in account's cookie (the sender decides whether it may). */
  signedIn: boolean;
}

export interface FuzzOptions {
  /** Ids that exist in the catalog (perfumes, ingredients, families…), so that valid requests reach deep. */
  knownIds: number[];
}

/** The body size Fastify accepts (server/app.ts); an oversized body is sent just past it. */
export const BODY_LIMIT = 256 * 1024;

/** Strings that attackers and unlucky users send. */
export const hostileStrings = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '" OR ""="',
  "admin'--",
  "'; WAITFOR DELAY '0:0:5'--",
  '1 AND SLEEP(5)',
  '{"$ne":null}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '${7*7}',
  '{{7*7}}',
  '#{7*7}',
  '%s%s%s%n',
  '$(id)',
  '`id`',
  '| cat /etc/passwd',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd\u0000.json',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '0b11',
  '1_000',
  '１２３',
  '\u0000',
  '\r\nSet-Cookie: injected=1',
  '\u202eevil\u202c',
  '\ud800',
  'a\udfffb',
  '😀👨‍👩‍👧‍👦',
  'e\u0301\u0301\u0301\u0301',
  '\u200b\u200c\u200d\ufeff',
  'ﷺ',
  'İıß',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'true',
  '[]',
  '{}',
  ' ',
];

const badJsonTexts = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  "{'a':1}",
  '{"a":1}}',
  '\u0000',
  '',
  'NaN',
  '1e999',
  '"\\ud800"',
  '\ufeff[]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":1,"a":2}',
  '[1,]',
  '{"a":"\\x41"}',
];

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----sillage',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json, text/html',
  'application/jsonx',
  'image/png',
  '*/*',
];

const oddHeaders: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  { origin: 'null' },
  { 'sec-fetch-site': 'cross-site' },
  { 'accept-language': 'xx-INVALID;q=abc, *;q=-1' },
  { accept: 'application/xml' },
  { 'accept-encoding': 'br;q=0, gzip;q=2, identity;q=-1' },
  { cookie: 'sillage_session=' + 'A'.repeat(300) },
  { cookie: 'sillage_session=%00%ff%zz; other=1' },
  { cookie: 'sillage_session=' },
  { 'x-forwarded-for': "' OR 1=1 --, 999.999.1.1" },
  { 'x-forwarded-host': 'evil.example' },
  { 'x-forwarded-proto': 'gopher' },
  { range: 'bytes=0-0,-1' },
  { 'if-none-match': '*' },
];

/** Percent-encodes everything but unreserved characters; a lone surrogate becomes invalid UTF-8. */
export function encodeLoosely(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += encodeURIComponent(text.slice(i, i + 2));
        i++;
        continue;
      }
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      // What a broken client sends for a lone surrogate: its CESU-8 bytes, not valid UTF-8.
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
      continue;
    }
    out += encodeURIComponent(text[i]!);
  }
  return out;
}

/**
 * Encodes only what HTTP cannot carry (spaces, controls, non-ASCII, #): stray %, +, &, = and
 * quotes go through as typed, as a hand-written URL would have them.
 */
export function encodeRaw(text: string): string {
  return [...text]
    .map((ch) => (/^[\x21-\x7e]$/.test(ch) && ch !== '#' ? ch : encodeLoosely(ch)))
    .join('');
}

const typeOf = (schema: JsonSchema): string | undefined => {
  const t = schema.type;
  return Array.isArray(t) ? t.find((x) => x !== 'null') : t;
};

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  const exclusiveMin = schema.exclusiveMinimum;
  let min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
  if (exclusiveMin === true) min += 1;
  else if (typeof exclusiveMin === 'number') min = exclusiveMin + 1;
  const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
  return { min, max };
}

/** A value the schema accepts, with a hint from the field's name (e-mail fields get addresses). */
export function validValue(
  schema: JsonSchema,
  options: FuzzOptions,
  name = '',
): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return fc.oneof(...alternatives.map((s) => validValue(s, options, name)));
  switch (typeOf(schema)) {
    case 'string': {
      const maxLength = Math.min(schema.maxLength ?? 40, 40);
      const minLength = Math.min(schema.minLength ?? 0, maxLength);
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        // Id lists are the commonest pattern: known ids make the request reach the engines.
        if (schema.pattern.includes('\\d+(,\\d+)*'))
          return fc
            .array(fc.constantFrom(...options.knownIds), { minLength: 1, maxLength: 4 })
            .map((ids) => ids.join(','));
        return fc.stringMatching(pattern, { maxLength }).filter((v) => v.length <= maxLength);
      }
      if (/email|^user$/i.test(name)) return fc.emailAddress();
      return fc.oneof(
        fc.string({ minLength: Math.max(minLength, 1), maxLength }),
        fc.constantFrom('rose', 'chanel', 'shalimar', 'vanille', 'bois', 'iris', 'musc'),
      );
    }
    case 'integer': {
      const { min, max } = integerBounds(schema);
      const ids = options.knownIds.filter((id) => id >= min && id <= max);
      return fc.oneof(
        ...(ids.length > 0 ? [fc.constantFrom(...ids)] : []),
        fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 50) }),
      );
    }
    case 'number':
      return fc.double({
        noNaN: true,
        noDefaultInfinity: true,
        min: schema.minimum ?? -1e6,
        max: schema.maximum ?? 1e6,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, options), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const fields = Object.fromEntries(
        Object.entries(props).map(([key, s]) => [key, validValue(s, options, key)]),
      );
      return fc.record(fields, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'é', '😀', '\u0000', '%', '<', ' ', 'x,'),
    fc.integer({ min: 1000, max: 12_000 }),
  )
  .map(([unit, count]) => unit.repeat(count));

const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  1.5,
  'text',
  [],
  {},
  [null],
  { a: 1 },
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
);

const strangeString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  hugeString,
);

/** A value the schema refuses or that stretches it: wrong type, past a bound, huge, strange. */
export function hostileValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  const specific: fc.Arbitrary<unknown>[] = [];
  if (type === 'integer' || type === 'number') {
    const { min, max } = integerBounds(schema);
    specific.push(
      fc.constantFrom<unknown>(
        min - 1,
        max + 1,
        0,
        -1,
        2 ** 53,
        -(2 ** 53),
        2 ** 31,
        1.0000001,
        '12',
        '1e3',
      ),
    );
  }
  if (type === 'string') {
    const maxLength = schema.maxLength ?? 100;
    specific.push(
      fc.constantFrom<unknown>('', ' ', 'x'.repeat(maxLength + 1), 'é'.repeat(maxLength + 1)),
    );
  }
  if (type === 'array') {
    const item = schema.items ?? {};
    specific.push(
      fc.array(hostileValue(item), { minLength: 1, maxLength: 4 }),
      fc.constant(Array.from({ length: (schema.maxItems ?? 500) + 1 }, (_, i) => i + 1)),
      fc.constant([]),
    );
  }
  if (type === 'object') specific.push(fc.constant([]), fc.constant('{}'));
  return fc.oneof(wrongType, strangeString, ...specific);
}

/** A JSON body with one field made hostile, one required field missing, or extra fields. */
function hostileBody(schema: JsonSchema, options: FuzzOptions): fc.Arbitrary<unknown> {
  if (typeOf(schema) === 'object' && schema.properties) {
    const keys = Object.keys(schema.properties);
    return fc.oneof(
      fc
        .tuple(validValue(schema, options), fc.constantFrom(...keys), hostileValue({}))
        .map(([value, key, bad]) => ({ ...(value as object), [key]: bad })),
      fc.tuple(validValue(schema, options), fc.constantFrom(...keys)).chain(([value, key]) =>
        hostileValue(schema.properties![key]!).map((bad) => ({
          ...(value as object),
          [key]: bad,
        })),
      ),
      fc
        .tuple(validValue(schema, options), fc.constantFrom(...(schema.required ?? keys)))
        .map(([value, key]) => {
          const copy = { ...(value as Record<string, unknown>) };
          delete copy[key];
          return copy;
        }),
      fc
        .tuple(validValue(schema, options), fc.constantFrom(...hostileStrings), strangeString)
        .map(([value, key, bad]) => ({ ...(value as object), [key]: bad })),
      hostileValue(schema),
    );
  }
  return fc.oneof(hostileValue(schema), validValue(schema, options));
}

type QueryPart = [name: string, value: string];

function queryParts(
  params: Parameter[],
  options: FuzzOptions,
  hostile: boolean,
): fc.Arbitrary<QueryPart[]> {
  if (params.length === 0) return fc.constant([]);
  const perParam = params.map((p): fc.Arbitrary<QueryPart[]> => {
    const valid = validValue(p.schema, options, p.name).map((v): QueryPart[] => [
      [p.name, String(v)],
    ]);
    const absent = fc.constant([] as QueryPart[]);
    const choices: fc.Arbitrary<QueryPart[]>[] = [valid];
    if (!p.required) choices.push(absent);
    if (hostile) {
      const bad = hostileValue(p.schema).map((v) => [
        [p.name, typeof v === 'string' ? v : (JSON.stringify(v) ?? 'undefined')] as QueryPart,
      ]);
      // Hostile values weigh more when asked for, so most requests carry one.
      return fc.oneof(
        { arbitrary: bad, weight: 3 },
        { arbitrary: absent, weight: 1 },
        { arbitrary: valid, weight: 1 },
        {
          arbitrary: fc
            .tuple(validValue(p.schema, options, p.name), strangeString)
            .map(([a, b]) => [[p.name, String(a)] as QueryPart, [p.name, String(b)] as QueryPart]),
          weight: 1,
        },
      );
    }
    return fc.oneof(...choices);
  });
  const extra: fc.Arbitrary<QueryPart[]> = hostile
    ? fc.array(
        fc.tuple(
          fc.constantFrom('__proto__', 'constructor', 'q[]', 'a', '', '%', 'limit[$gt]'),
          strangeString,
        ),
        { maxLength: 2 },
      )
    : fc.constant([] as QueryPart[]);
  return fc
    .tuple(fc.tuple(...perParam), extra)
    .map(([parts, more]) => [...parts.flat(), ...(more as QueryPart[])]);
}

function buildQuery(parts: QueryPart[], raw: boolean): string {
  if (parts.length === 0) return '';
  const enc = raw ? encodeRaw : encodeLoosely;
  return '?' + parts.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
}

function fillPath(op: Operation, values: Record<string, string>, raw = false): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    (raw ? encodeRaw : encodeLoosely)(values[name] ?? '1'),
  );
}

function pathValues(
  op: Operation,
  options: FuzzOptions,
  hostile: boolean,
): fc.Arbitrary<Record<string, string>> {
  const entries = op.pathParams.map((p) =>
    (hostile
      ? fc.oneof(hostileValue(p.schema), validValue(p.schema, options))
      : validValue(p.schema, options)
    ).map((v) => [p.name, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')] as const),
  );
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs));
}

const jsonHeaders = { 'content-type': 'application/json' };

const traversals: ((path: string) => string)[] = [
  (p) => p.replace('/api/', '/api/../'),
  (p) => p.replace('/api/', '/api/%2e%2e/%2e%2e/etc/passwd/'),
  (p) => `${p}/../../../../etc/passwd`,
  (p) => `${p}/..%2f..%2f..%2fetc%2fpasswd`,
  (p) => `${p}%00`,
  (p) => `${p}%00.json`,
  (p) => p.replace(/\//g, '//'),
  (p) => `${p}/`,
  (p) => `${p}/..;/`,
  (p) => p.toUpperCase(),
  (p) => `${p}/extra/segment`,
  (p) => p.replace('/api/', '/api/%c0%ae%c0%ae/'),
  (p) => `${p}%2F..%2F..%2F`,
  (p) => `${p}\\..\\..\\windows`.replace(/\\/g, '%5C'),
  () => `/api/${encodeLoosely('😀')}/${encodeLoosely('<script>')}`,
];

/** Every kind of generated request over one operation, weighted. */
export function requestFor(op: Operation, options: FuzzOptions): fc.Arbitrary<FuzzRequest> {
  const signedIn = fc.boolean();
  const validPath = pathValues(op, options, false).map((v) => fillPath(op, v));
  const validQuery = queryParts(op.query, options, false).map((q) => buildQuery(q, false));
  const validBody = op.body
    ? validValue(op.body, options).map((b) => JSON.stringify(b))
    : fc.constant(undefined);
  const make =
    (kind: string) =>
    ([path, query, body, headers, si]: [
      string,
      string,
      string | undefined,
      Record<string, string>,
      boolean,
    ]) => ({
      kind,
      method: op.method,
      url: path + query,
      headers: body === undefined ? headers : { ...jsonHeaders, ...headers },
      ...(body === undefined ? {} : { body }),
      signedIn: si,
    });
  const kinds: fc.WeightedArbitrary<FuzzRequest>[] = [
    {
      weight: 15,
      arbitrary: fc
        .tuple(validPath, validQuery, validBody, fc.constant({}), signedIn)
        .map(make('valid')),
    },
    {
      weight: 20,
      arbitrary: fc
        .tuple(
          validPath,
          fc
            .tuple(queryParts(op.query, options, true), fc.boolean())
            .map(([q, raw]) => buildQuery(q, raw)),
          validBody,
          fc.constant({}),
          signedIn,
        )
        .map(make('query')),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(
          validPath,
          validQuery,
          fc.constant('{}').map(() => undefined),
          fc.constantFrom(...oddHeaders),
          signedIn,
        )
        .map(([path, query, , headers, si]) => ({
          kind: 'headers',
          method: op.method,
          url: path + query,
          headers: op.body ? { ...jsonHeaders, ...headers } : headers,
          ...(op.body ? { body: '[]' } : {}),
          signedIn: si,
        })),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(validPath, fc.constantFrom(...traversals), validQuery, signedIn)
        .map(([path, traverse, query, si]) => ({
          kind: 'traversal',
          method: op.method,
          url: traverse(path) + query,
          headers: {},
          signedIn: si,
        })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          validPath,
          fc
            .constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD')
            .filter((m) => m !== op.method),
          signedIn,
        )
        .map(([path, method, si]) => ({
          kind: 'method',
          method,
          url: path,
          headers: {},
          signedIn: si,
        })),
    },
  ];
  if (op.pathParams.length > 0) {
    kinds.push({
      weight: 12,
      arbitrary: fc
        .tuple(pathValues(op, options, true), fc.boolean(), validQuery, signedIn)
        .map(([values, raw, query, si]) => ({
          kind: 'path-param',
          method: op.method,
          url: fillPath(op, values, raw) + query,
          headers: {},
          signedIn: si,
        })),
    });
  }
  if (op.body) {
    const bodySchema = op.body;
    kinds.push(
      {
        weight: 25,
        arbitrary: fc
          .tuple(
            validPath,
            validQuery,
            hostileBody(bodySchema, options).map((b) => JSON.stringify(b) ?? 'null'),
            fc.constant({}),
            signedIn,
          )
          .map(make('body')),
      },
      {
        weight: 8,
        arbitrary: fc
          .tuple(validPath, validQuery, fc.constantFrom(...badJsonTexts), fc.constant({}), signedIn)
          .map(make('bad-json')),
      },
      {
        weight: 7,
        arbitrary: fc
          .tuple(
            validPath,
            validQuery,
            validBody,
            fc.option(fc.constantFrom(...wrongContentTypes)),
            signedIn,
          )
          .map(([path, query, body, type, si]) => ({
            kind: 'content-type',
            method: op.method,
            url: path + query,
            headers: type === null ? ({} as Record<string, string>) : { 'content-type': type },
            body: body ?? '',
            signedIn: si,
          })),
      },
      {
        weight: 3,
        arbitrary: fc
          .tuple(
            validPath,
            fc.integer({ min: 1, max: 64 * 1024 }),
            fc.constantFrom('x', 'é'),
            signedIn,
          )
          .map(([path, extra, unit, si]) => ({
            kind: 'oversized',
            method: op.method,
            url: path,
            headers: { ...jsonHeaders },
            body: JSON.stringify(unit.repeat(BODY_LIMIT + extra)),
            signedIn: si,
          })),
      },
    );
  } else {
    // A body where none is expected.
    kinds.push({
      weight: 4,
      arbitrary: fc
        .tuple(
          validPath,
          validQuery,
          fc.constantFrom(...badJsonTexts, '{"a":1}'),
          fc.constant({}),
          signedIn,
        )
        .map(make('unexpected-body')),
    });
  }
  return fc.oneof(...kinds);
}

/** Requests over all operations, each drawn with the same chance. */
export function fuzzRequests(
  operations: Operation[],
  options: FuzzOptions,
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...operations.map((op) => requestFor(op, options)));
}

/** The first `count` requests of a seed: the same list for the same seed and operations. */
export function sampleRequests(
  operations: Operation[],
  options: FuzzOptions,
  seed: number,
  count: number,
): FuzzRequest[] {
  return fc.sample(fuzzRequests(operations, options), { seed, numRuns: count });
}
