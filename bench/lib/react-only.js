// The floor of the page-load benches: a page holding only React (an <h1> and a paragraph
// rendered by react-dom, bundled and minified by esbuild), what any React site pays at least.
// Served by a bare node:http server, brotli-compressed as the reference server sends its
// scripts, so the floor is not slowed by bytes the site itself would not send.
import { createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';

export const REACT_ONLY_PATH = '/bench-react-only';

/** The page's HTML and its script. */
export async function reactOnlyPage() {
  const result = await build({
    stdin: {
      contents: "import { createElement as h } from 'react'; import { createRoot } from 'react-dom/client';\n" +
        "createRoot(document.getElementById('root')).render([h('h1', { key: 1 }, 'Learn, practice and compete'), h('p', { key: 2 }, 'Follow a roadmap from your first program to contest-level algorithms, solve practice problems and take part in timed contests.')]);",
      resolveDir: process.cwd(),
    },
    bundle: true, minify: true, format: 'esm', write: false, define: { 'process.env.NODE_ENV': '"production"' },
  });
  return {
    html: '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>React only</title><meta name="description" content="A page holding only React.">' +
      `<script type="module" src="${REACT_ONLY_PATH}.js"></script></head><body><div id="root"></div></body></html>`,
    script: result.outputFiles[0].text,
  };
}

/** Serves the React-only page at `${origin}${REACT_ONLY_PATH}` until `close()`. */
export async function startReactOnlySite() {
  const { html, script } = await reactOnlyPage();
  const bodies = {
    [REACT_ONLY_PATH]: { type: 'text/html; charset=utf-8', raw: Buffer.from(html) },
    [`${REACT_ONLY_PATH}.js`]: { type: 'text/javascript; charset=utf-8', raw: Buffer.from(script) },
  };
  for (const body of Object.values(bodies)) body.br = brotliCompressSync(body.raw);
  const server = createServer((req, res) => {
    const body = bodies[req.url ?? ''];
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, { 'content-type': body.type, 'cache-control': 'no-cache', ...(br ? { 'content-encoding': 'br' } : {}) });
    res.end(br ? body.br : body.raw);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
