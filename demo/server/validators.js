// @ts-check
// Route validators, compiled once per process. Fastify compiles every route's schemas with Ajv
// when a server is built: most of a start's time (about 60 of 100 ms). A process that builds
// many servers (the Node tests build one per test, several hundred in all) compiled the same
// schemas each time. Fastify's own factory keeps one Ajv per set of shared schemas and options;
// here that factory is the process's, and each validator is kept by its schema's JSON text and
// the request part it checks, so an equal schema is compiled once. A validator is a pure function
// of its input, so servers can share it.
import { AjvCompiler } from '@fastify/ajv-compiler';

const fromPool = AjvCompiler();
/** @type {WeakMap<Function, Map<string, Function>>} compiler (one per Ajv) -> key -> validator */
const compiled = new WeakMap();

/**
 * The `schemaController.compilersFactory.buildValidator` of every server (app.js).
 * @param {Record<string, unknown>} externalSchemas @param {object} options Fastify's `ajv` option
 */
export function buildValidator(externalSchemas, options) {
  const compile = fromPool(externalSchemas, /** @type {any} */ (options));
  let validators = compiled.get(compile);
  if (!validators) compiled.set(compile, (validators = new Map()));
  const known = validators;
  /** @param {{ schema: unknown, method: string, url: string, httpPart: string }} route */
  return (route) => {
    const key = `${route.httpPart} ${JSON.stringify(route.schema)}`;
    let validate = known.get(key);
    if (!validate) known.set(key, (validate = compile(route)));
    return validate;
  };
}
