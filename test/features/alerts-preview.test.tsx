// The server's preview of the announcements to acknowledge (demo/server/features/alerts/preview.js),
// against the reference server: inside <cc-alerts> (a server template) or <cc-app> (the app's
// page), shown from the element's connection, and removed in the very commit in which the
// element's own stack (or the finding that nothing is left to acknowledge) is on screen.
import { expect } from '@open-wc/testing';
import '../../elements/cc-alerts';
import '../../elements/cc-app';
import { ALERTS_PREVIEW_SLOT } from '../../src/features/alerts/preview';
import { until } from '../support/until';
import { dialogOf, newestAlertId, resetAlertsPage } from './alerts-helpers';
import { clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';

/** A preview as the server sends it (the dialog part is enough for the element). */
function previewElement(): HTMLElement {
  const preview = document.createElement('div');
  preview.className = 'cc-alerts-preview';
  preview.slot = ALERTS_PREVIEW_SLOT;
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-label', 'IMPORTANT ANNOUNCEMENT');
  dialog.textContent = 'Welcome! (as the server drew it)';
  preview.append(dialog);
  return preview;
}

/** Whether `preview` is on screen through a slot of `host`'s shadow root. */
const shownBy = (preview: HTMLElement, host: HTMLElement) => preview.assignedSlot?.getRootNode() === host.shadowRoot;

/** Records, when `preview` leaves `host`, what `check` said at that moment (same task: same commit). */
function whenRemoved(host: HTMLElement, preview: HTMLElement, check: () => boolean) {
  const seen: { value: boolean | null } = { value: null };
  const watch = new MutationObserver(() => {
    if (!preview.isConnected && seen.value === null) seen.value = check();
  });
  watch.observe(host, { childList: true });
  return { seen, stop: () => watch.disconnect() };
}

describe('the server’s preview of the announcements', () => {
  beforeEach(() => resetAlertsPage());

  it('in <cc-alerts>: shown through the element’s slot until its stack is on screen, then gone in that commit', async () => {
    // The preview is inside the tag when it connects, as a server page has it.
    const host = document.createElement('cc-alerts');
    const preview = previewElement();
    host.append(preview);
    document.body.append(host);
    try {
      expect(shownBy(preview, host), 'shown from the connection').to.equal(true);
      const removal = whenRemoved(host, preview, () => dialogOf(host) !== null);
      await until(() => dialogOf(host) !== null, 'the element’s own stack');
      await until(() => !preview.isConnected, 'the preview removed');
      removal.stop();
      expect(removal.seen.value, 'the stack was drawn in the commit that removed the preview').to.equal(true);
      expect(host.shadowRoot!.querySelector('slot') === null, 'no slot left').to.equal(true);
      expect(host.shadowRoot!.querySelectorAll('[role="alertdialog"]').length).to.equal(1);
    } finally {
      host.remove();
    }
  });

  it('in <cc-alerts> with nothing left to acknowledge: gone once the recent alerts say so', async () => {
    localStorage.setItem('alerts-all', String(await newestAlertId()));
    const host = document.createElement('cc-alerts');
    const preview = previewElement();
    host.append(preview);
    document.body.append(host);
    try {
      expect(shownBy(preview, host)).to.equal(true);
      await until(() => !preview.isConnected, 'the preview removed');
      expect(dialogOf(host) === null, 'nothing to show').to.equal(true);
    } finally {
      host.remove();
    }
  });
});

describe('the server’s preview in <cc-app>', () => {
  let page: PageGuard;
  const added: HTMLElement[] = [];
  beforeEach(() => {
    resetAlertsPage();
    page = guardPage();
    embedSettings({ username: '' });
  });
  afterEach(() => {
    for (const element of added.splice(0)) element.remove();
    page.restore();
    clearSettings();
  });

  it('shown through the app’s own slot, outside its shell, until the app’s cc-alerts has its stack on screen', async () => {
    history.replaceState(null, '', '/privacy');
    const app = document.createElement('cc-app');
    const preview = previewElement();
    app.append(preview);
    document.body.append(app);
    added.push(app);
    expect(shownBy(preview, app), 'shown from the connection').to.equal(true);
    const alertsOf = () => app.shadowRoot!.querySelector('cc-alerts') as HTMLElement | null;
    const stackShown = () => {
      const alerts = alertsOf();
      return alerts?.shadowRoot ? dialogOf(alerts) !== null : false;
    };
    const removal = whenRemoved(app, preview, stackShown);
    await until(() => app.shadowRoot!.querySelector('.shell') !== null, 'the shell');
    if (preview.isConnected) {
      expect(shownBy(preview, app), 'through the app’s slot').to.equal(true);
      expect(preview.assignedSlot!.closest('.shell') === null, 'not in the shell').to.equal(true);
    }
    // The app loads cc-alerts once the page has shown (up to STAGE_WAIT_MS), then asks for the alerts.
    for (let i = 0; i < 3 && preview.isConnected; i++) await until(() => !preview.isConnected, 'the preview removed').catch(() => undefined);
    expect(preview.isConnected, 'the preview removed').to.equal(false);
    removal.stop();
    expect(removal.seen.value, 'the stack was on screen in the commit that removed the preview').to.equal(true);
    expect(app.shadowRoot!.querySelectorAll('slot[data-before-render]').length).to.equal(0);
  });
});
