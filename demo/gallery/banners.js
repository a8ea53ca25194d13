// Drives the banners demo: relative countdown targets, a simulated offline event, and a way to
// forget the stored consent. Demo code may touch the page directly; elements never do.
const now = Date.now();
document.getElementById('soon').setAttribute('target', String(now + 15_000));
document.getElementById('contest').setAttribute('target', new Date(now + 2 * 86_400_000 + 3_723_000).toISOString());
document.getElementById('seconds').setAttribute('target', String(Math.floor(now / 1000) + 3600));

document.addEventListener('cc-countdown-end', (event) => {
  const label = event.target.getAttribute('label');
  document.getElementById('countdown-log').textContent = `cc-countdown-end fired by "${label}".`;
});

document.addEventListener('cc-cookie-consent', (event) => {
  const { version, sentToServer } = event.detail;
  document.getElementById('consent-log').textContent =
    `Accepted policy ${version}; ${sentToServer ? 'sent to the server too' : 'stored in this browser only'}.`;
});

document.getElementById('forget-consent').addEventListener('click', () => {
  localStorage.removeItem('cc:privacy-consent');
  location.reload();
});

document.getElementById('go-offline').addEventListener('click', () => {
  window.dispatchEvent(new Event('offline'));
});
