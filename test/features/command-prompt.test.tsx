import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import sinon from 'sinon';
import '../../elements/cc-command-prompt';
import { resetNavImpl, setNavImpl } from '../../src/core/nav';
import { sheetFor } from '../../src/core/styles';
import { shadowText, until } from '../support/until';
import { expectSameNode } from '../support/shadow';

const dialogOf = (el: Element) => el.shadowRoot!.querySelector('dialog');
// Booleans in assertions: a failing expect on a React-owned node makes the runner serialise its fibers.
const isShown = (el: Element) => dialogOf(el) !== null;
const inputOf = (el: Element) => el.shadowRoot!.querySelector('input')!;
const alertOf = (el: Element) => el.shadowRoot!.querySelector('[role="alert"]')!;

/** Ctrl+; as a page receives it: a keydown dispatched on document. */
function press(init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: ';', code: 'Semicolon', ctrlKey: true, bubbles: true, cancelable: true, composed: true, ...init });
  document.dispatchEvent(event);
  return event;
}

const frames = async (n = 2) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

async function openPrompt(el: HTMLElement): Promise<HTMLInputElement> {
  // React attaches the listener after its first commit: press until the element claims the keys.
  await until(() => press().defaultPrevented, 'the shortcut to be claimed');
  await until(() => dialogOf(el)?.open === true, 'the prompt to open');
  const input = inputOf(el);
  await until(() => el.shadowRoot!.activeElement === input, 'focus in the input');
  return input;
}

async function closeWithEscape(el: HTMLElement): Promise<void> {
  await sendKeys({ press: 'Escape' });
  await until(() => dialogOf(el) === null, 'the prompt to close');
}

/** Types like a user (real key presses into the focused input), then presses Enter. */
async function run(command: string): Promise<void> {
  await sendKeys({ type: command });
  await sendKeys({ press: 'Enter' });
}

describe('cc-command-prompt', () => {
  let assign: sinon.SinonSpy;
  let openTab: sinon.SinonSpy;
  let page: HTMLElement;
  let trigger: HTMLButtonElement;
  let el: HTMLElement;

  beforeEach(async () => {
    assign = sinon.spy();
    openTab = sinon.spy();
    setNavImpl({ assign, openTab });
    page = await fixture<HTMLElement>(html`
      <div>
        <button id="trigger">Somewhere on the page</button>
        <cc-command-prompt></cc-command-prompt>
      </div>
    `);
    trigger = page.querySelector('#trigger')!;
    el = page.querySelector('cc-command-prompt')!;
    trigger.focus();
  });
  afterEach(() => {
    resetNavImpl();
    sinon.restore();
  });

  it('shows nothing until Ctrl+; opens a labelled dialog with focus in its input', async () => {
    await frames();
    expect(isShown(el), 'prompt shown').to.equal(false);
    expect(shadowText(el)).to.equal('');
    const input = await openPrompt(el);
    const dialog = dialogOf(el)!;
    expect(dialog.matches(':modal')).to.equal(true);
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Command prompt');
    expect(input.labels![0].textContent).to.equal('Command');
    expect(input.value).to.equal('');
    expect(dialog.getBoundingClientRect().width).to.be.greaterThan(100);
    await expect(el).to.be.accessible();
  });

  it('opens with the real Ctrl+; keys too', async () => {
    await openPrompt(el); // the listener is attached
    await closeWithEscape(el);
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'Semicolon' });
    await sendKeys({ up: 'Control' });
    await until(() => dialogOf(el)?.open === true, 'the prompt to open');
  });

  it('"ide" opens the IDE in a new tab, closes the prompt and gives focus back', async () => {
    await openPrompt(el);
    await run('IDE');
    await until(() => openTab.callCount === 1, 'openTab');
    expect(openTab.firstCall.args).to.deep.equal(['/ide']);
    expect(assign.callCount).to.equal(0);
    await until(() => dialogOf(el) === null, 'the prompt to close');
    expectSameNode(document.activeElement, trigger, 'focus back on the page button');
  });

  it('a numeric code opens /ide/{code} in a new tab', async () => {
    await openPrompt(el);
    await run(' 4242 ');
    await until(() => openTab.callCount === 1, 'openTab');
    expect(openTab.firstCall.args).to.deep.equal(['/ide/4242']);
  });

  it(':e navigates this window and :t opens a new tab', async () => {
    await openPrompt(el);
    await run(':e /practice');
    await until(() => assign.callCount === 1, 'assign');
    expect(assign.firstCall.args).to.deep.equal(['/practice']);
    expect(openTab.callCount).to.equal(0);

    // Another site only when the page allows its origin.
    const meta = Object.assign(document.createElement('meta'), { name: 'cc-allowed-origins', content: 'https://example.com' });
    document.head.append(meta);
    try {
      await openPrompt(el);
      await run(':t https://example.com/contests?x=1');
      await until(() => openTab.callCount === 1, 'openTab');
      expect(openTab.firstCall.args).to.deep.equal(['https://example.com/contests?x=1']);
      expect(assign.callCount).to.equal(1);
    } finally {
      meta.remove();
    }
  });

  it('refuses other sites the page did not allow: "Command not allowed"', async () => {
    for (const command of [':t https://example.com/contests', ':e //evil.example/x', ':e /\\evil.example']) {
      await openPrompt(el);
      await run(command);
      await until(() => alertOf(el)?.textContent === 'Command not allowed', `the message for ${command}`);
      await sendKeys({ press: 'Escape' });
      await until(() => dialogOf(el) === null, 'the prompt to close');
    }
    expect(assign.callCount + openTab.callCount).to.equal(0);
  });

  it('shows "Command not allowed" as an alert for junk and keeps the prompt open', async () => {
    const input = await openPrompt(el);
    await run('rm -rf /');
    await until(() => alertOf(el).textContent === 'Command not allowed', 'the message');
    expect(dialogOf(el)!.open).to.equal(true);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.contain(alertOf(el).id);
    expect(assign.callCount + openTab.callCount).to.equal(0);
    await expect(el).to.be.accessible();
    await sendKeys({ type: 'x' });
    await until(() => alertOf(el).textContent === '', 'the message to clear while typing');
  });

  it('does not run :e javascript:alert(1) or other unsafe URLs', async () => {
    const input = await openPrompt(el);
    for (const command of [':e javascript:alert(1)', ':t data:text/html,hi', ':e //evil.example', ':e /\\evil.example']) {
      input.select();
      await run(command);
      await until(() => alertOf(el).textContent === 'Command not allowed', command);
      expect(assign.callCount + openTab.callCount, command).to.equal(0);
      await sendKeys({ press: 'Backspace' }); // clears the message before the next try
    }
  });

  it('Escape closes the prompt, restores focus and runs nothing', async () => {
    await openPrompt(el);
    await sendKeys({ type: ':e /practice' });
    await closeWithEscape(el);
    expectSameNode(document.activeElement, trigger, 'focus back on the page button');
    expect(assign.callCount + openTab.callCount).to.equal(0);
    await openPrompt(el);
    expect(inputOf(el).value, 'a new prompt starts empty').to.equal('');
  });

  it('keeps Tab and Shift+Tab inside the dialog, wrapping at both ends (the shared ui/useDialog trap)', async () => {
    const input = await openPrompt(el);
    const focusedText = () => {
      const active = el.shadowRoot!.activeElement;
      return active === input ? 'input' : (active?.textContent ?? String(active));
    };
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(focusedText()).to.equal('Run');
    await sendKeys({ press: 'Tab' });
    expect(focusedText(), 'Tab on the last control wraps to the first').to.equal('input');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(focusedText(), 'Shift+Tab on the first control wraps to the last').to.equal('Run');
  });

  it('the Close button closes it as well', async () => {
    await openPrompt(el);
    const close = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === 'Close')!;
    close.click();
    await until(() => dialogOf(el) === null, 'the prompt to close');
    expectSameNode(document.activeElement, trigger, 'focus back on the page button');
  });

  it('ignores Ctrl+; with Alt or Meta held, a plain ;, and keys the page already handled', async () => {
    await openPrompt(el); // the listener is attached
    await closeWithEscape(el);
    press({ altKey: true });
    press({ metaKey: true });
    press({ ctrlKey: false });
    const claim = (event: Event) => event.preventDefault();
    document.addEventListener('keydown', claim, { capture: true });
    press();
    document.removeEventListener('keydown', claim, { capture: true });
    await frames();
    expect(isShown(el), 'prompt shown').to.equal(false);
  });

  it('accepts the Semicolon key whatever character the layout gives it', async () => {
    // React attaches the listener after its first commit: press until the element claims the keys.
    await until(() => press({ key: 'ö', code: 'Semicolon' }).defaultPrevented, 'the layout-independent key to be claimed');
    await until(() => dialogOf(el)?.open === true, 'the prompt to open');
  });

  it('the disabled attribute turns the shortcut off, and closes an open prompt', async () => {
    await openPrompt(el);
    el.setAttribute('disabled', '');
    await until(() => dialogOf(el) === null, 'the prompt to close');
    expectSameNode(document.activeElement, trigger, 'focus back on the page button');
    const event = press();
    await frames();
    expect(isShown(el), 'prompt shown').to.equal(false);
    expect(event.defaultPrevented, 'the keys stay with the page').to.equal(false);

    el.removeAttribute('disabled');
    await openPrompt(el);
  });

  it('uses the ide-url attribute, and reports an unsafe one and falls back to /ide', async () => {
    el.setAttribute('ide-url', 'https://ide.example/run/');
    await openPrompt(el);
    await run('77');
    await until(() => openTab.callCount === 1, 'openTab');
    expect(openTab.firstCall.args).to.deep.equal(['https://ide.example/run/77']);

    const warn = sinon.stub(console, 'warn');
    el.setAttribute('ide-url', 'javascript:alert(1)');
    await openPrompt(el);
    await run('78');
    await until(() => openTab.callCount === 2, 'openTab');
    expect(openTab.secondCall.args).to.deep.equal(['/ide/78']);
    expect(warn.getCalls().map((call) => String(call.args[0])).join('\n')).to.include('"ide-url" expects a path or an http(s) URL');
  });

  it('fires a cancelable cc-command event before running', async () => {
    const seen: CustomEvent[] = [];
    const veto = (event: Event) => {
      seen.push(event as CustomEvent);
      event.preventDefault();
    };
    document.addEventListener('cc-command', veto);
    await openPrompt(el);
    await run(':e /contests');
    document.removeEventListener('cc-command', veto);
    await until(() => dialogOf(el) === null, 'the prompt to close');
    expect(seen.map((e) => e.detail)).to.deep.equal([{ command: ':e /contests', kind: 'navigate', url: `${location.origin}/contests` }]);
    expect(assign.callCount).to.equal(0);
  });

  it('stays visible and readable under hostile page CSS', async () => {
    const hostile = sheetFor(`
      cc-command-prompt { display: none !important; opacity: 0 !important; visibility: hidden !important; }
      * { font-size: 40px !important; color: rgb(255, 0, 0) !important; }
      dialog, input { display: none !important; }
    `);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, hostile];
    try {
      const input = await openPrompt(el);
      expect(dialogOf(el)!.getBoundingClientRect().height).to.be.greaterThan(0);
      expect(getComputedStyle(dialogOf(el)!).visibility).to.equal('visible');
      expect(getComputedStyle(input).fontSize).to.equal('15px');
      expect(getComputedStyle(input).color).to.not.equal('rgb(255, 0, 0)');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== hostile);
    }
  });
});
