/**
 * Behaviour server forms ask for in their markup, beyond fields and errors:
 * - data-require-filled="a b" on the form: its submit buttons stay disabled until those fields
 *   hold something other than spaces;
 *   data-require-value="a b": until they are not empty.
 * - a captcha block (data-captcha="{id}") with a [data-captcha-refresh] button: a new picture
 *   from GET /captcha/refresh/{id}; its sid and token replace the old ones and the answer field
 *   empties. A failure shows the server's message in the block (role=alert).
 */
import { CaptchaRefreshError, refreshCaptcha } from '../../api/captcha';
import { fetchStates } from '../../api/register';
import { GENERIC_ERROR_MESSAGE } from '../../core/http';
import { isSafeUrl } from '../../core/safe-url';

const SUBMITS = 'button[type="submit"], button:not([type]), input[type="submit"]';
const GATE_MARKER = 'data-cc-gated';
const CAPTCHA_ERROR_MARKER = 'data-cc-captcha-error';

const names = (raw: string | null): string[] => (raw ?? '').split(/[\s,]+/).filter(Boolean);

function filled(form: HTMLFormElement, name: string, trim: boolean): boolean {
  const controls = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`)];
  return controls.some((control) => (trim ? control.value.trim() : control.value) !== '');
}

/** Whether the form's own rules let it be sent now. */
export function submitAllowed(form: HTMLFormElement): boolean {
  return names(form.getAttribute('data-require-filled')).every((name) => filled(form, name, true)) &&
    names(form.getAttribute('data-require-value')).every((name) => filled(form, name, false));
}

/** Enables or disables the submit buttons the gate controls (never one the server disabled). */
export function updateSubmitGate(form: HTMLFormElement): void {
  if (!form.hasAttribute('data-require-filled') && !form.hasAttribute('data-require-value')) return;
  const allowed = submitAllowed(form);
  for (const button of form.querySelectorAll<HTMLButtonElement | HTMLInputElement>(SUBMITS)) {
    if (button.disabled && !button.hasAttribute(GATE_MARKER)) continue;
    button.disabled = !allowed;
    if (allowed) button.removeAttribute(GATE_MARKER);
    else button.setAttribute(GATE_MARKER, '');
  }
}

/** The captcha block a click on a refresh button belongs to, or null. */
export function captchaRefreshTarget(target: EventTarget | null): { block: Element; button: HTMLButtonElement } | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLButtonElement>('[data-captcha-refresh]');
  const block = button?.closest('[data-captcha]');
  return button && block ? { block, button } : null;
}

function showCaptchaError(block: Element, message: string | null): void {
  block.querySelector(`[${CAPTCHA_ERROR_MARKER}]`)?.remove();
  if (message === null) return;
  const note = document.createElement('p');
  note.className = 'field-error captcha-error';
  note.setAttribute(CAPTCHA_ERROR_MARKER, '');
  note.setAttribute('role', 'alert');
  note.setAttribute('part', 'field-error');
  note.textContent = message;
  block.append(note);
}

/** Asks for a new picture and puts it in place; `onChange` runs after the fields changed. */
export async function refreshCaptchaIn(block: Element, button: HTMLButtonElement, onChange: () => void): Promise<void> {
  const id = block.getAttribute('data-captcha') ?? '';
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  showCaptchaError(block, null);
  try {
    const fresh = await refreshCaptcha(id);
    if (!isSafeUrl(fresh.url)) throw new CaptchaRefreshError(GENERIC_ERROR_MESSAGE);
    const image = block.querySelector('img');
    if (image) image.src = fresh.url;
    const sid = block.querySelector<HTMLInputElement>('input[name="captcha_sid"]');
    const token = block.querySelector<HTMLInputElement>('input[name="captcha_token"]');
    if (sid) sid.value = fresh.sid;
    if (token) token.value = fresh.token;
    const answer = block.querySelector<HTMLInputElement>('input[data-fresh]:not([type="hidden"])');
    if (answer) {
      answer.value = '';
      answer.focus();
    }
    onChange();
  } catch (error) {
    showCaptchaError(block, error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE);
  } finally {
    button.removeAttribute('aria-busy');
  }
}

/** The specification leaves a failed state lookup unsaid; the dropdown says it plainly. */
const STATES_FAILED_TEXT = 'The states could not be loaded. Choose the country again to retry.';
export const NO_STATES_TEXT = 'No states for this country';

/**
 * Country-to-state dropdown: a select with data-state-target="{id}" fills the select of that id
 * with the chosen country's states (GET /codechef_register/js/get/state/{countryId}/). The first
 * option (the prompt) stays; a country without states leaves the state select disabled.
 */
export async function fillStatesFor(country: HTMLSelectElement, onChange: () => void, keep?: string): Promise<void> {
  const targetId = country.getAttribute('data-state-target');
  const root = country.getRootNode() as Document | ShadowRoot;
  const target = targetId ? root.getElementById(targetId) : null;
  if (!(target instanceof HTMLSelectElement)) return;
  const prompt = target.options[0]?.value === '' ? target.options[0] : null;
  const reset = (options: HTMLOptionElement[]) => {
    target.replaceChildren(...(prompt ? [prompt] : []), ...options);
    target.value = '';
    onChange();
  };
  const chosen = country.value;
  target.setAttribute('aria-busy', 'true');
  try {
    if (!chosen) {
      reset([]);
      target.disabled = false;
      return;
    }
    const states = await fetchStates(chosen);
    if (country.value !== chosen) return; // the user chose again meanwhile
    reset(states.map((state) => new Option(state.name, state.id)));
    if (keep && states.some((state) => state.id === keep)) target.value = keep;
    target.disabled = states.length === 0;
    if (prompt) {
      // The prompt's own words are kept aside the first time, so they can come back.
      if (!prompt.dataset.prompt) prompt.dataset.prompt = prompt.textContent ?? '';
      prompt.textContent = states.length === 0 ? NO_STATES_TEXT : prompt.dataset.prompt;
    }
  } catch {
    reset([]);
    if (prompt) {
      if (!prompt.dataset.prompt) prompt.dataset.prompt = prompt.textContent ?? '';
      prompt.textContent = STATES_FAILED_TEXT;
    }
  } finally {
    target.removeAttribute('aria-busy');
  }
}

/** The state select a country select fills, when its current options lack `value`. */
export function stateSelectNeedingFill(country: HTMLSelectElement, value: string | undefined): boolean {
  const targetId = country.getAttribute('data-state-target');
  const target = targetId ? (country.getRootNode() as Document | ShadowRoot).getElementById(targetId) : null;
  return country.value !== '' && target instanceof HTMLSelectElement && value !== undefined && value !== '' &&
    ![...target.options].some((option) => option.value === value);
}
