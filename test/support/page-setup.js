// Runs before each browser test file. Test files share one origin, so storage and cookies
// would leak between them (another identity's user-key fingerprint, say, makes the next
// file's app reload itself). Each file starts as a fresh visit of the site; the server-side
// session cookie (httpOnly) is the tests' own business.
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0].trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

// The test runner sends each result to its server through structuredClone, which throws on a
// DOM node. A failed `expect(button).to.equal(undefined)` carries the button as `actual`, so
// the failure itself was never reported: the file waited out its 300 s limit instead ("did not
// finish"), and the page's next message read as a navigation. Uncloneable values are sent as a
// description, and the failure arrives with its message.
const cloneOf = window.structuredClone.bind(window);
/** @param {unknown} value @param {WeakMap<object, unknown>} seen */
function cloneable(value, seen = new WeakMap()) {
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return seen.get(value);
  if (value instanceof Node) {
    const markup = value instanceof Element ? value.outerHTML : String(value.textContent);
    return `[${value.nodeName}] ${markup.length > 300 ? `${markup.slice(0, 300)}…` : markup}`;
  }
  try {
    return cloneOf(value);
  } catch {
    const copy = Array.isArray(value) ? [] : {};
    seen.set(value, copy);
    for (const key of Object.keys(value)) copy[key] = cloneable(value[key], seen);
    if (value instanceof Error) {
      copy.name = value.name;
      copy.message = value.message;
      copy.stack = value.stack;
    }
    return copy;
  }
}
window.structuredClone = (value, options) => {
  try {
    return cloneOf(value, options);
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'DataCloneError')) throw error;
    return cloneable(value);
  }
};
