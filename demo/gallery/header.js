// Drives the header demo: a client-side navigation the way the app's router makes one
// (history entry + cc-navigate), so the Login / Sign up destinations can be seen to follow.
// Demo code may touch the page directly; elements never do.
const here = location.pathname;

function navigate(url) {
  history.pushState({}, '', url);
  window.dispatchEvent(new CustomEvent('cc-navigate', { detail: { path: location.pathname + location.search } }));
}

document.getElementById('spa-navigate').addEventListener('click', () => navigate('/contests/START209'));
document.getElementById('spa-back').addEventListener('click', () => navigate(here));
