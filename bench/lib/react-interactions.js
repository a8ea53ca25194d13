// The floor of the interaction bench (suites/inp.js): a plain React page, bundled by esbuild,
// with the same kinds of interaction as the site's and no more than React needs for them: a
// table of 3,000 problems, 20 a page, sorted by a header button, paged by a Next button, filtered
// as the user types; a disclosure that shows a panel of 30 links (a menu, a box); two items
// switching the detail shown (two problems); a disclosure that shows a thread of 200 comments. Served by a bare node:http server.
import { createServer } from 'node:http';
import { build } from 'esbuild';

export const REACT_INTERACTIONS_PATH = '/bench-react-interactions';

const SOURCE = `
import { createElement as h, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
const ROWS = Array.from({ length: 3000 }, (_, i) => ({ code: 'P' + String(i).padStart(4, '0'), name: 'Problem ' + ((i * 7919) % 3000), solved: (i * 31) % 997 }));
function Table() {
  const [sort, setSort] = useState(1);
  const [page, setPage] = useState(0);
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => ROWS.filter((r) => r.name.includes(filter)).sort((a, b) => sort * (a.solved - b.solved)), [sort, filter]);
  const rows = shown.slice(page * 20, page * 20 + 20);
  return h('section', null,
    h('label', null, 'Filter ', h('input', { id: 'filter', value: filter, onChange: (e) => { setFilter(e.target.value); setPage(0); } })),
    h('table', null, h('thead', null, h('tr', null, h('th', null, 'Name'), h('th', null, 'Code'),
      h('th', null, h('button', { id: 'sort', onClick: () => setSort(-sort) }, 'Solved')))),
      h('tbody', null, rows.map((r) => h('tr', { key: r.code }, h('td', null, h('a', { href: '#' + r.code }, r.name)), h('td', null, r.code), h('td', null, r.solved))))),
    h('button', { id: 'next', onClick: () => setPage((page + 1) % Math.ceil(shown.length / 20)) }, 'Next'));
}
function Menu() {
  const [open, setOpen] = useState(false);
  return h('div', null, h('button', { id: 'menu', 'aria-expanded': open, onClick: () => setOpen(!open) }, 'Courses'),
    open && h('ul', null, Array.from({ length: 30 }, (_, i) => h('li', { key: i }, h('a', { href: '#c' + i }, 'Course ' + i)))));
}
function Thread() {
  const [open, setOpen] = useState(false);
  return h('section', null, h('button', { id: 'thread', 'aria-expanded': open, onClick: () => setOpen(!open) }, 'Comments (200)'),
    open && h('ol', null, Array.from({ length: 200 }, (_, i) => h('li', { key: i }, h('article', null, h('header', null, h('b', null, 'user' + (i % 5)), ' ', h('time', null, i + ' hours ago')),
      h('p', null, 'Comment ', h('strong', null, String(i)), ': my ', h('code', null, 'O(N log N)'), ' idea for ', h('em', null, 'this'), ' problem.'),
      h('ul', null, h('li', null, 'sort the array'), h('li', null, 'take pairs')), h('a', { href: '#e' + i }, 'the editorial'))))));
}
function Switch() {
  const [which, setWhich] = useState(0);
  return h('div', null, h('button', { id: 'switch', onClick: () => setWhich(1 - which) }, 'Other problem'),
    h('article', null, h('h2', null, 'Problem ' + which), Array.from({ length: 12 }, (_, i) => h('p', { key: which + '-' + i }, 'Statement paragraph ' + i + ' of problem ' + which + '.'))));
}
createRoot(document.getElementById('root')).render(h('main', null, h(Menu), h(Switch), h(Thread), h(Table)));
`;

/** Serves the page at `${origin}${REACT_INTERACTIONS_PATH}` until `close()`. */
export async function startReactInteractionsSite() {
  const result = await build({
    stdin: { contents: SOURCE, resolveDir: process.cwd() },
    bundle: true, minify: true, format: 'esm', write: false, define: { 'process.env.NODE_ENV': '"production"' },
  });
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>React interactions</title><script type="module" src="${REACT_INTERACTIONS_PATH}.js"></script></head><body><div id="root"></div></body></html>`;
  const bodies = {
    [REACT_INTERACTIONS_PATH]: { type: 'text/html; charset=utf-8', body: html },
    [`${REACT_INTERACTIONS_PATH}.js`]: { type: 'text/javascript; charset=utf-8', body: result.outputFiles[0].text },
  };
  const server = createServer((req, res) => {
    const body = bodies[req.url ?? ''];
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': body.type, 'cache-control': 'no-cache' }).end(body.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
