// @ts-check
// Bad requests for the server's bad-input sweep (bad-input-sweep.test.js), derived from each
// route's own schemas: a sample that satisfies the params (so body and query are reached), then
// one change at a time that the schema must refuse. `invalid` requests must get a 4xx with a
// message; `hostile` ones (valid by the schema but odd) must not get a 5xx or write anything.

export const MB = 1 << 20;
const HUGE_DIGITS = '9'.repeat(400);

/**
 * @typedef {{ type?: string | string[], enum?: unknown[], const?: unknown, pattern?: string, minLength?: number,
 *   minimum?: number, properties?: Record<string, Schema>, required?: string[], additionalProperties?: boolean }} Schema
 * @typedef {{ method: string, url: string, schema?: { params?: Schema, querystring?: Schema, body?: Schema } }} Route
 * @typedef {{ label: string, method: string, url: string, payload?: string, contentType?: string,
 *   csrf?: 'own' | 'none' | 'wrong' | 'other', expect: 'invalid' | 'hostile' }} Case
 */

/** @param {Schema | undefined} schema */
const typeOf = (schema) => [schema?.type ?? 'string'].flat()[0];

/**
 * A value the schema accepts, for fields the sweep does not change.
 * @param {Schema} schema @param {string} name @param {Record<string, string>} known sample values by name
 * @returns {unknown}
 */
export function sample(schema, name, known) {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (known[name] !== undefined) return known[name];
  switch (typeOf(schema)) {
    case 'integer': case 'number': return schema.minimum ?? 1;
    case 'boolean': return true;
    case 'object': return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {}, key, known)]));
    case 'array': return [];
    default: return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  }
}

/** Values a property of this schema must refuse. @param {Schema} schema */
function wrongValues(schema) {
  const type = typeOf(schema);
  /** @type {[string, unknown][]} */
  const values = type === 'array'
    ? [['object', { a: 1 }], ['text', 'abc'], ['array of objects', [{ a: 1 }]], ['1,000 items', Array(1000).fill(1)]]
    : [['object', { a: 1 }], ['array', [1, 2]], ['NUL byte', `a\u0000b`]];
  if (type === 'string') values.push(['100 KB string', 'x'.repeat(100 * 1024)]);
  if (type === 'integer' || type === 'number') {
    values.push(['text', 'abc'], ['400-digit number', HUGE_DIGITS], ['-400-digit number', `-${HUGE_DIGITS}`], ['1e400', '1e400'], ['1e300', '1e300']);
  }
  if (type === 'integer') values.push(['fraction', 1.5]);
  if (type === 'boolean') values.push(['text', 'maybe']);
  if (schema.enum) values.push(['outside the enum', 'not-one-of-them']);
  return values;
}

/** @param {string} url @param {Record<string, string>} params */
const fillParams = (url, params) => url
  .replace(/:(\w+)(\([^)]*\))?/g, (_m, name) => params[name] ?? 'x')
  .replace(/\*$/, params['*'] ?? 'x');

/** @param {Record<string, unknown>} query */
const queryString = (query) => {
  const parts = Object.entries(query).flatMap(([key, value]) => [value].flat()
    .map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`));
  return parts.length ? `?${parts.join('&')}` : '';
};

/**
 * Every bad request for one route.
 * @param {Route} route @param {Record<string, string>} known
 * @returns {Case[]}
 */
export function casesFor(route, known) {
  const { method } = route;
  const schema = route.schema ?? {};
  /** @type {Case[]} */
  const cases = [];
  const paramsSchema = schema.params ?? { properties: {} };
  const params = /** @type {Record<string, string>} */ (Object.fromEntries(Object.entries(paramsSchema.properties ?? {})
    .map(([key, s]) => [key, String(sample(s, key, known))])));
  const url = fillParams(route.url, params);
  const query = schema.querystring;
  const queryIsStrict = query?.additionalProperties === false;
  const add = (/** @type {Omit<Case, 'method'>} */ c) => cases.push({ method, ...c });

  // Path parameters: each replaced by something its pattern or enum refuses.
  for (const name of Object.keys(paramsSchema.properties ?? {})) {
    for (const [label, value] of /** @type {[string, string][]} */ ([
      ['traversal', '..%2F..%2Fdemo%2Fserver%2Fdb.js'], ['encoded traversal', '%2e%2e%2f%2e%2e%2fdb.js'], ['NUL byte', 'a%00b'],
      ['1 MB', 'x'.repeat(MB)], ['400-digit number', HUGE_DIGITS], ['malformed escape', '%E0%A4%A'],
    ])) {
      add({ label: `param ${name}: ${label}`, url: fillParams(route.url, { ...params, [name]: value }), expect: 'invalid' });
    }
  }

  // Query strings: unknown names where the schema is strict, wrong values for each property.
  if (queryIsStrict) add({ label: 'unknown query parameter', url: `${url}?zz_unknown=1`, expect: 'invalid' });
  for (const [name, s] of Object.entries(query?.properties ?? {})) {
    for (const [label, value] of wrongValues(s)) {
      if (label === 'object' || (label === '100 KB string' && !queryIsStrict)) continue;
      add({ label: `query ${name}: ${label}`, url: url + queryString({ [name]: value }), expect: 'invalid' });
    }
    add({ label: `query ${name}: 1 MB`, url: url + queryString({ [name]: 'x'.repeat(MB) }), expect: 'invalid' });
  }
  if (query && !queryIsStrict) {
    add({ label: 'open query: 1 MB and NUL', url: `${url}?q=${'x'.repeat(MB)}&n=%00`, expect: 'hostile' });
  }

  if (method === 'GET' || method === 'HEAD') return cases;

  // Bodies.
  const body = schema.body ?? { type: 'object', properties: {} };
  const base = /** @type {Record<string, unknown>} */ (sample(body, '', known));
  const json = (/** @type {unknown} */ value) => JSON.stringify(value);
  for (const [label, payload] of [
    ['array body', '[]'], ['string body', '"text"'], ['number body', '42'], ['null body', 'null'],
    ['malformed JSON', '{"a":'], ['prototype pollution', '{"__proto__":{"isAdmin":true}}'],
    ['unknown field', json({ ...base, zz_unknown: 1 })], ['1 MB body', json({ ...base, zz: 'x'.repeat(MB) })],
  ]) add({ label, url, payload, contentType: 'application/json', csrf: 'own', expect: 'invalid' });
  if ((body.required ?? []).length) {
    add({ label: 'missing required fields', url, payload: '{}', contentType: 'application/json', csrf: 'own', expect: 'invalid' });
  }
  for (const [name, s] of Object.entries(body.properties ?? {})) {
    for (const [label, value] of wrongValues(s)) {
      // JSON has no 1e400 literal that stays text: send it raw so the parser makes Infinity.
      const payload = label === '1e400'
        ? json({ ...base, [name]: 0 }).replace(`"${name}":0`, `"${name}":1e400`)
        : json({ ...base, [name]: value });
      add({ label: `body ${name}: ${label}`, url, payload, contentType: 'application/json', csrf: 'own', expect: 'invalid' });
    }
  }
  for (const [label, contentType, payload] of [
    ['text/plain', 'text/plain', json(base)], ['XML', 'application/xml', '<a/>'],
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
    ['urlencoded unknown field', 'application/x-www-form-urlencoded', 'zz_unknown=1'],
  ]) add({ label: `content type ${label}`, url, payload, contentType, csrf: 'own', expect: 'invalid' });
  // CSRF: checked before validation, so a valid-looking body is refused too.
  for (const csrf of /** @type {const} */ (['none', 'wrong', 'other'])) {
    add({ label: `CSRF ${csrf}`, url, payload: json(base), contentType: 'application/json', csrf, expect: 'invalid' });
  }
  return cases;
}

/** Paths that try to leave /dist/ and /demo/ for the server's source or the system. */
export const TRAVERSALS = [
  '/dist/../demo/server/db.js', '/dist/..%2fdemo%2fserver%2fdb.js', '/dist/%2e%2e/demo/server/db.js',
  '/dist/%2e%2e%2fdemo%2fserver%2fdb.js', '/dist/..%5cdemo%5cserver%5cdb.js', '/dist/%252e%252e/demo/server/db.js',
  '/dist/%c0%ae%c0%ae/demo/server/db.js', '/dist/....//demo/server/db.js', '/dist/..;/demo/server/db.js',
  '/demo/server/db.js', '/demo/server%2fdb.js', '/demo/%73erver/db.js', '/demo//server/db.js', '/demo/./server/db.js',
  '/demo/x/../server/db.js', '/demo/x/%2e%2e/server/db.js', '/demo/server/db.js%00.html', '/demo/%00',
  '/demo/../package.json', '/dist/../../../../etc/passwd', '/dist/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/todo/icons/..%2f..%2fdb.js', '/todo/icons/%2e%2e%2fdb.js', '/captcha/image/..%2f..%2fdb.js',
  '/api/roadmaps/..%2f..%2fdemo%2fserver%2fdb.js', '/%2e%2e/demo/server/db.js', '/demo/server/',
];
