// @ts-check
// Helpers for the few HTML pages the server renders itself. Every interpolated value goes
// through escapeHtml; JSON placed inside <script> goes through jsonForScript.

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and quoted attribute values. @param {unknown} value */
export function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/**
 * JSON that is safe inside `<script type="application/json">`: `<`, `>` and `&` become
 * \u escapes so `</script>` or `<!--` in a value cannot end or confuse the element, and
 * U+2028/U+2029 are escaped for old JavaScript parsers. JSON.parse gives back the same value.
 * @param {unknown} value
 */
export function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A complete page: semantic markup, no inline script or style (the CSP forbids both).
 * @param {{ title: string, main: string }} page `main` is trusted, already-escaped markup
 */
export function renderPage({ title, main }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}

/**
 * Markup a page can do without (a server view, the announcements' preview), or '' when building
 * it failed: the failure is logged and the page is sent whole without it.
 * @param {import('fastify').FastifyRequest} request @param {string} what @param {() => Promise<string>} build
 */
export async function markupOrNone(request, what, build) {
  try {
    return await build();
  } catch (error) {
    request.log.error({ err: error }, `${what} failed; the page is sent without it`);
    return '';
  }
}

/**
 * Sends server-rendered HTML with the strict CSP and no caching (pages embed CSRF tokens).
 * @param {import('fastify').FastifyReply} reply
 * @param {number} status
 * @param {string} html
 */
export function sendHtml(reply, status, html) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', reply.server.htmlCsp)
    .header('cache-control', 'no-store')
    .send(html);
}

/** The 404 page for any unknown non-API path. @param {string} path */
export function notFoundPage(path) {
  return renderPage({
    title: 'Page not found',
    main: `<h1>Page not found</h1>\n<p>Nothing lives at <code>${escapeHtml(path)}</code>.</p>\n` +
      '<p><a href="/">Go to the home page</a></p>',
  });
}
