// Drives the toasts/modals demo. Demo code may touch the page directly; elements never do.
await customElements.whenDefined('cc-toasts');
const toasts = document.getElementById('toasts');
const log = (id, text) => {
  document.getElementById(id).textContent = text;
};

toasts.show({ title: 'Notice!', message: 'Welcome to the gallery. This toast was queued at load.', style: 'notice' });

document.getElementById('toast-styles').addEventListener('click', (event) => {
  const button = event.target.closest('button');
  if (!button) return;
  const style = button.dataset.style;
  toasts.show({ title: button.dataset.title ?? '', message: `A ${style} toast.`, style });
});

let saves = 0;
document.getElementById('toast-options').addEventListener('click', (event) => {
  const option = event.target.closest('button')?.dataset.option;
  if (option === 'static') toasts.show({ title: 'Static', message: 'I stay until you close me.', static: true });
  if (option === 'long') toasts.show({ message: 'I stay 10 seconds.', duration: 10000, size: 'large' });
  if (option === 'small') toasts.show({ message: 'Small, with a custom close glyph.', size: 'small', close: '✕' });
  if (option === 'namespace') toasts.show({ title: 'Saving', message: `Saved draft #${++saves}`, namespace: 'save', style: 'notice' });
  if (option === 'clear') toasts.clear('save');
  if (option === 'clear-all') toasts.clear();
});

document.getElementById('toast-locations').addEventListener('click', (event) => {
  const location = event.target.closest('button')?.dataset.location;
  if (location) toasts.show({ message: `At ${location}.`, location });
});

document.getElementById('modal-openers').addEventListener('click', (event) => {
  const id = event.target.closest('button')?.dataset.open;
  if (id) document.getElementById(id).setAttribute('open', '');
});

document.getElementById('forget-once').addEventListener('click', () => {
  document.cookie = 'cc-demo-whats-new=; path=/; max-age=0';
  log('modal-log', 'The one-time cookie is gone: the one-time modal opens again.');
});

document.addEventListener('cc-open', (event) => log('modal-log', `cc-open from #${event.target.id}`));
document.addEventListener('cc-close', (event) => {
  const { reason, value } = event.detail;
  log('modal-log', `cc-close from #${event.target.id}: ${reason}${value ? ` (${value})` : ''}`);
  if (event.target.id === 'modal-warning' && value === 'start') {
    toasts.show({ title: 'Notice!', message: 'The contest is about to begin.', style: 'notice' });
  }
});

document.addEventListener('cc-reload', (event) => {
  event.preventDefault(); // keep the demo page; a form would reload itself here
  log('error-log', `cc-reload from #${event.target.id || 'popup'} (page reload prevented by the demo)`);
});

document.getElementById('popup-error').addEventListener('click', () => {
  document.getElementById('error-popup')?.remove();
  const popup = document.createElement('cc-error-panel');
  popup.id = 'error-popup';
  popup.setAttribute('popup', '');
  popup.setAttribute('message', 'Could not load the form. Reload to try again.');
  popup.addEventListener('cc-close', () => popup.remove());
  document.querySelector('#error-heading').parentElement.append(popup);
});

document.addEventListener('cc-copy', (event) => toasts.show({ message: `Copied: ${event.detail.text}`, size: 'small', namespace: 'copy' }));
