// Demo only: the first request for the go-dsa roadmap answers 500, so the page shows the load
// error and its Reload button (which then loads it). Also logs the cc-page-meta events.
const realFetch = window.fetch.bind(window);
let failuresLeft = 1;
window.fetch = (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url.includes('/api/roadmaps/go-dsa') && failuresLeft > 0) {
    failuresLeft -= 1;
    const body = JSON.stringify({ status: 'error', message: 'The demo made this load fail once.' });
    return Promise.resolve(new Response(body, { status: 500, headers: { 'content-type': 'application/json' } }));
  }
  return realFetch(input, init);
};

const titles = [];
document.addEventListener('cc-page-meta', (event) => {
  titles.push(event.detail.title);
  document.getElementById('meta-log').textContent = titles.join(' · ');
});
