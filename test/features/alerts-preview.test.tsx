// The server's preview of the announcements to acknowledge (demo/server/features/alerts/preview.js),
// against the reference server: inside <cc-alerts> (a server template) or <cc-app> (the app's
// page), shown from the element's connection, and removed in the very commit in which the
// element's own stack (or the finding that nothing is left to acknowledge) is on screen.
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import '../../elements/cc-alerts';
import '../../elements/cc-app';
import { getCookie } from '../../src/core/cookies';
import { ALERTS_PREVIEW_SLOT, adoptAlertsPreviews } from '../../src/state/alerts-preview';
import { until } from '../support/until';
import { dialogOf, newestAlertId, resetAlertsPage } from './alerts-helpers';
import { clearSettings, embedSettings, guardPage, type PageGuard } from './app-helpers';
import { expectSameNode } from '../support/shadow';

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

/** A preview whose 'Okay' is the server's form, for `channel`'s alert `id` under the record `key`. */
function previewWithForm(channel: string, id: string, key: string): { preview: HTMLElement; okay: HTMLButtonElement } {
  const preview = previewElement();
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/alerts/acknowledge';
  form.dataset.ackKey = key;
  for (const [name, value] of [['channel', channel], ['id', id], ['return', '/']]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  const okay = document.createElement('button');
  okay.type = 'submit';
  okay.textContent = 'Okay';
  form.append(okay);
  preview.firstElementChild!.append(form);
  return { preview, okay };
}

/** Clicks `okay`; whether the preview's own handler kept the form from posting (the page never navigates). */
function submitPrevented(okay: HTMLButtonElement): boolean {
  let prevented: boolean | null = null;
  const last = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('submit', last);
  try {
    okay.click();
  } finally {
    document.removeEventListener('submit', last);
  }
  if (prevented === null) throw new Error('no submit event');
  return prevented;
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
      expect(host.shadowRoot!.querySelector('slot')?.outerHTML, 'no slot left').to.equal(undefined);
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
      expect(dialogOf(host)?.outerHTML, 'nothing to show').to.equal(undefined);
    } finally {
      host.remove();
    }
  });
});

describe('the preview’s Okay, once a host has adopted it', () => {
  let posted: sinon.SinonStub;
  beforeEach(() => {
    resetAlertsPage();
    // A form's submit() would take the test page away: recorded instead.
    posted = sinon.stub(HTMLFormElement.prototype, 'submit');
  });
  afterEach(() => posted.restore());

  it('acknowledges in place, as the element’s own Okay: the record in storage and cookie, the preview gone, no page load', async () => {
    const host = document.createElement('div');
    const { preview, okay } = previewWithForm('alerts-all', '7', 'alerts-all');
    host.append(preview);
    document.body.append(host);
    try {
      localStorage.setItem('alerts-all', '3');
      expect(adoptAlertsPreviews(host)).to.equal(true);
      expect(submitPrevented(okay), 'not posted').to.equal(true);
      await until(() => !preview.isConnected, 'the preview removed');
      expect(localStorage.getItem('alerts-all')).to.equal('7');
      expect(getCookie('alerts-all')).to.equal('7');
      expect(posted.called).to.equal(false);
    } finally {
      host.remove();
    }
  });

  it('a contest channel under the user’s own record; a form that does not say plainly what it records posts instead', async () => {
    const host = document.createElement('div');
    const contest = previewWithForm('contest_START101', '12', 'alice|contest_START101');
    const mismatched = previewWithForm('alerts-all', '9', 'alice|contest_START101');
    const badId = previewWithForm('alerts-all', '9; x', 'alerts-all');
    host.append(contest.preview, mismatched.preview, badId.preview);
    document.body.append(host);
    try {
      adoptAlertsPreviews(host);
      expect(submitPrevented(contest.okay)).to.equal(true);
      await until(() => !contest.preview.isConnected, 'the contest preview removed');
      expect(localStorage.getItem('alice|contest_START101')).to.equal('12');
      for (const { preview, okay } of [mismatched, badId]) {
        const before = posted.callCount;
        submitPrevented(okay);
        await until(() => posted.callCount === before + 1, 'the form posted');
        expectSameNode(posted.lastCall.thisValue, okay.form, 'its own form');
        expect(preview.isConnected).to.equal(true);
      }
      expect(localStorage.getItem('alerts-all')).to.equal(null);
    } finally {
      host.remove();
    }
  });

  it('a preview nobody adopted (no script for it) posts as it is', () => {
    const host = document.createElement('div');
    const { preview, okay } = previewWithForm('alerts-all', '7', 'alerts-all');
    host.append(preview);
    document.body.append(host);
    try {
      expect(submitPrevented(okay)).to.equal(false);
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
      expect(preview.assignedSlot!.closest('.shell')?.outerHTML, 'not in the shell').to.equal(undefined);
    }
    // The app loads cc-alerts once the page has shown (up to STAGE_WAIT_MS), then asks for the alerts.
    for (let i = 0; i < 3 && preview.isConnected; i++) await until(() => !preview.isConnected, 'the preview removed').catch(() => undefined);
    expect(preview.isConnected, 'the preview removed').to.equal(false);
    removal.stop();
    expect(removal.seen.value, 'the stack was on screen in the commit that removed the preview').to.equal(true);
    expect(app.shadowRoot!.querySelectorAll('slot[data-before-render]').length).to.equal(0);
  });
});
