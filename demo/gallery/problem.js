// Demo only: GRIDWALK of START100D is answered in zen mode (tags behind "Show tags"), and WARMUP
// gets hostile markup in its statement and author handle, to show it rendered harmless. Also
// logs the cc-page-meta events.
const realFetch = window.fetch.bind(window);
// No on* handlers here: the sanitiser drops them, but Chromium reports a CSP violation for a
// handler attribute as soon as the markup is parsed, even in the sanitiser's inert document.
const HOSTILE = '\n\n[a javascript: link](javascript:alert(1)) <script>alert(1)</script> <iframe src="https://example.org"></iframe>';

async function adjusted(response, change) {
  const body = await response.json();
  if (body.status === 'success') change(body);
  return new Response(JSON.stringify(body), { status: response.status, headers: { 'content-type': 'application/json' } });
}

window.fetch = async (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  const response = await realFetch(input, init);
  if (url.includes('/api/contests/START100D/problems/GRIDWALK')) {
    return adjusted(response, (body) => { body.user_zen_mode = true; });
  }
  if (url.includes('/api/contests/PRACTICE/problems/WARMUP')) {
    return adjusted(response, (body) => {
      body.problemComponents.statement += HOSTILE;
      body.problem_display_authors_html_handle = '<a href="javascript:alert(1)">mod</a><form action="/logout"><button>Log out</button></form>';
    });
  }
  return response;
};

const titles = [];
document.addEventListener('cc-page-meta', (event) => {
  titles.push(event.detail.title);
  document.getElementById('meta-log').textContent = titles.join(' · ');
});
