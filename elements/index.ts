/**
 * dist/cc-elements.js: registers every cc-* element. Pages that use only a few tags can load
 * dist/elements/<tag>.js instead, or dist/cc-autoloader.js to load tags as they appear.
 */
export { store } from '../src/core/store';
