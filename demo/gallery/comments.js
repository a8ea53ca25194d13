// Demo only: the thread of /demo/hostile gets hostile comments added to the server's answer, to
// show them rendered harmless (Markdown and HTML links with javascript:, a reference link without
// a definition, an autolink, a mention). No on* handlers here: the sanitiser drops them, but
// Chromium reports a CSP violation for a handler attribute as soon as the markup is parsed.
const realFetch = window.fetch.bind(window);
const now = Math.floor(Date.now() / 1000);
const HOSTILE = [
  '[a javascript: link](javascript:alert(1)) and <a href="jav&#x09;ascript:alert(1)">another</a>',
  '<script>alert(1)</script><iframe src="https://example.org"></iframe><style>*{display:none}</style>Still here.',
  'A reference without a definition: [x][1]. An autolink: <https://example.org/docs>. Hello @alice.',
  '<p class="banner" id="comments-panel" role="alert">Dressed as the widget (class, id and role dropped)</p>',
];

window.fetch = async (input, init) => {
  const url = new URL(String(input instanceof Request ? input.url : input), location.href);
  const response = await realFetch(input, init);
  if (url.pathname !== '/comment/fetch/url' || url.searchParams.get('url') !== '/demo/hostile') return response;
  const body = await response.json();
  if (body.status === 'success' && url.searchParams.get('page') === '1') {
    body.list = HOSTILE.map((content, i) => ({
      id: `demo-${i}`, pid: '0', content, author: 'ravi', author_avatar: 'javascript:alert(1)',
      author_html: '<a href="javascript:alert(1)">ravi</a>', time: now - 600 * (i + 1), important: 0, unpublished: 0,
    })).concat(body.list);
  }
  return new Response(JSON.stringify(body), { status: response.status, headers: { 'content-type': 'application/json' } });
};
