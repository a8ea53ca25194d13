// @ts-check
// Request validation and error answers. Routes declare JSON schemas; this file turns schema
// failures into one readable sentence naming the field, and every other error into the
// {status, message} shape of the generic error response.
import { notFoundPage, sendHtml } from './html.js';

/** Signup usernames: what the site allows, and what the form tells the user. */
const USERNAME_PATTERN = '^[a-z0-9_]{3,20}$';

/** Human words for the patterns our schemas use (ajv only knows the regex). */
const PATTERN_HINTS = /** @type {Record<string, string>} */ ({
  [USERNAME_PATTERN]: 'must be 3 to 20 characters: lowercase letters, digits or _',
});

/**
 * One sentence for one ajv error, naming the field (`username is required`).
 * @param {import('fastify').FastifySchemaValidationError} error
 * @param {string} dataVar 'body' | 'querystring' | 'params' | 'headers'
 */
function describeValidationError(error, dataVar) {
  const params = /** @type {Record<string, any>} */ (error.params ?? {});
  const path = (error.instancePath ?? '').slice(1).replace(/\//g, '.');
  const where = dataVar === 'querystring' ? 'query parameter' : 'field';
  switch (error.keyword) {
    case 'required':
      return `${path ? `${path}.` : ''}${params.missingProperty} is required`;
    case 'additionalProperties':
      return `Unknown ${where} ${params.additionalProperty}`;
  }
  if (!path) {
    return error.keyword === 'type' && params.type === 'object' && dataVar === 'body'
      ? 'Request body must be a JSON object'
      : `${dataVar} ${error.message}`;
  }
  switch (error.keyword) {
    case 'minLength':
      return params.limit === 1
        ? `${path} must not be empty`
        : `${path} must be at least ${params.limit} characters`;
    case 'maxLength':
      return `${path} must be at most ${params.limit} characters`;
    case 'pattern':
      return `${path} ${PATTERN_HINTS[params.pattern] ?? 'has an invalid format'}`;
    case 'type':
      return `${path} must be a ${params.type}`;
    case 'enum':
      return `${path} must be one of ${params.allowedValues.join(', ')}`;
    case 'maximum':
      return `${path} must be at most ${params.limit}`;
    case 'minimum':
      return `${path} must be at least ${params.limit}`;
    default:
      return `${path} ${error.message}`;
  }
}

/**
 * Fastify `schemaErrorFormatter`: ajv stops at the first error (allErrors is off).
 * @param {import('fastify').FastifySchemaValidationError[]} errors
 * @param {string} dataVar
 */
export function schemaErrorFormatter(errors, dataVar) {
  return new Error(describeValidationError(errors[0], dataVar));
}

/**
 * Route config a server-rendered form sets so its failures re-render the form (with the
 * message) instead of answering JSON.
 * @typedef {{ renderForm?: (request: import('fastify').FastifyRequest,
 *   reply: import('fastify').FastifyReply, failure: { status: number, message: string }) => unknown }} FormRouteConfig
 */

/**
 * Bytes a request body may have unless its route says otherwise (buildServer's `bodyLimit`;
 * the comment route allows 64 KiB): the largest field anyone sends is a 2,000-character alert.
 * A larger body is refused (413) by its Content-Length before it is read, or as soon as that
 * many bytes have come.
 */
export const BODY_LIMIT_BYTES = 32 * 1024;
/** Arrays and objects a JSON body may nest (the deepest schema has 2 levels). */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_TEXT = `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * Whether JSON text nests arrays and objects deeper than `max`: one pass over the text, before
 * it is parsed (the parser, and every check that walks the parsed value, recurse).
 * @param {string} text @param {number} max
 */
export function jsonNestsDeeperThan(text, max) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Installs body parsing tweaks, the error handler and the not-found handler.
 * @param {import('fastify').FastifyInstance} app
 */
export function installErrorHandling(app) {
  // Clients send an empty JSON body on some POSTs (cookie_consent); Fastify's parser
  // rejects '' so read it as {} and otherwise defer to the default (prototype-poisoning-safe).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = /** @type {string} */ (body);
    if (text.trim() === '') done(null, {});
    else if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) done(Object.assign(new Error(TOO_DEEP_TEXT), { statusCode: 400 }), undefined);
    else defaultJson(request, text, done);
  });
  // A POST with no body at all validates as an empty object rather than "body must be object".
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') {
      request.body = {};
    }
    done();
  });

  app.setErrorHandler((error, request, reply) => {
    const err = /** @type {Error & { statusCode?: number }} */ (error);
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err }, 'request failed');
    const message = status >= 500 ? 'Internal server error' : err.message;
    const config = /** @type {FormRouteConfig} */ (request.routeOptions.config ?? {});
    if (config.renderForm && status < 500) {
      return config.renderForm(request, reply, { status, message });
    }
    return reply.code(status).send({ status: 'error', message });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') &&
      path !== '/api' && !path.startsWith('/api/');
    // A browser asking for a page gets the app's own not-found page (the site's header, a way
    // back) with the 404 status; other clients (a missing script or image) the short page.
    const wantsPage = /\btext\/html\b/.test(String(request.headers.accept ?? '')) && !/^\/(dist|ws)\//.test(path);
    if (isPage && wantsPage) {
      // Loaded here: the app page reads the feature list, which loads modules that load this one.
      return import('./routes/spa.js').then(({ sendAppPage }) => sendAppPage(request, reply, 404));
    }
    if (isPage) return sendHtml(reply, 404, notFoundPage(path));
    return reply.code(404).send({ status: 'error', message: 'Not found' });
  });
}

/**
 * Gives every integer and number in a schema bounds it does not already have, so 1e300 is not
 * an integer anyone meant. (Infinity is caught separately: ajv skips `maximum` for it.)
 * @param {unknown} schema
 */
function boundNumbers(schema) {
  if (!schema || typeof schema !== 'object') return;
  const node = /** @type {Record<string, any>} */ (schema);
  const types = [node.type].flat();
  if (types.includes('integer') || types.includes('number')) {
    const limit = types.includes('integer') ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE;
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) node.maximum = limit;
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) node.minimum = -limit;
  }
  for (const key of ['properties', 'patternProperties']) {
    for (const child of Object.values(node[key] ?? {})) boundNumbers(child);
  }
  for (const key of ['items', 'additionalProperties', 'not']) boundNumbers(node[key]);
  for (const key of ['anyOf', 'oneOf', 'allOf']) for (const child of node[key] ?? []) boundNumbers(child);
}

/** The first place a NUL character hides in parsed input (`field`), or undefined. @param {unknown} value @param {string} path */
function nulIn(value, path) {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = nulIn(key, path) ?? nulIn(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The first non-finite number in validated input (`field`), or undefined. @param {unknown} value @param {string} path */
function infiniteIn(value, path) {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = infiniteIn(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Rules for every route's input beyond its own schema: finite numbers (ajv's coercion turns a
 * 400-digit query value into Infinity, JSON.parse turns 1e400 into it, and ajv then skips the
 * `maximum` check for it and accepts it as an integer; so the validated input is checked for
 * it, and boundNumbers bounds what is finite), and no NUL characters anywhere (no field has a use for one, and C-string
 * code downstream — SQLite functions, file paths, logs — may cut the text at it). Install after
 * the CSRF gate so a forged request learns nothing from these answers either.
 * @param {import('fastify').FastifyInstance} app
 */
export function installInputRules(app) {
  app.addHook('onRoute', (route) => {
    const schema = /** @type {Record<string, unknown> | undefined} */ (route.schema);
    for (const part of ['body', 'querystring', 'params', 'headers']) boundNumbers(schema?.[part]);
  });
  // Plain callbacks (no promise per request): a refusal sends the answer and stops the chain.
  app.addHook('preValidation', (request, reply, done) => {
    for (const [where, value] of /** @type {const} */ ([['field', request.body], ['query parameter', request.query], ['path', request.params]])) {
      const path = nulIn(value, '');
      if (path !== undefined) {
        reply.code(400).send({ status: 'error', message: `${path ? `${where} ${path}` : 'The request'} must not contain NUL characters` });
        return;
      }
    }
    done();
  });
  app.addHook('preHandler', (request, reply, done) => {
    for (const [where, value] of /** @type {const} */ ([['field', request.body], ['query parameter', request.query], ['path', request.params]])) {
      const path = infiniteIn(value, '');
      if (path !== undefined) {
        reply.code(400).send({ status: 'error', message: `${where} ${path || ''} must be a finite number`.replace('  ', ' ') });
        return;
      }
    }
    done();
  });
}
