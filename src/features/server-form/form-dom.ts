/**
 * The DOM side of server-driven forms: putting sanitised server markup in place, finding the
 * field an error names, and marking fields error or correct in an accessible way. The markup is
 * not React's (it comes from the server), so these helpers change it directly; everything they
 * add carries a data-cc-* marker so the next pass can take it away again.
 */
import { sanitizedFragment } from '../../core/sanitize';
import { errorKey, type FieldMark } from './logic';

const CONTROLS = 'input, select, textarea';
const MESSAGE_MARKER = 'data-cc-field-message';
const STATE_MARKER = 'data-cc-field-state';

/**
 * Replaces the container's content with the sanitised markup and returns its form (null when
 * the markup has none). Autocomplete is off on every input.
 */
export function renderFormMarkup(container: HTMLElement, markup: string): HTMLFormElement | null {
  const content = sanitizedFragment(markup, 'serverForm');
  for (const control of content.querySelectorAll(CONTROLS)) control.setAttribute('autocomplete', 'off');
  for (const form of content.querySelectorAll('form')) {
    form.setAttribute('autocomplete', 'off');
    // The browser's own constraint bubbles are not part of the flow: the server decides.
    form.noValidate = true;
  }
  container.replaceChildren(content);
  return container.querySelector('form');
}

/** The controls a field element stands for: itself, or the controls inside a group. */
function controlsOf(field: Element): HTMLElement[] {
  if (field.matches(CONTROLS)) return [field as HTMLElement];
  return [...field.querySelectorAll<HTMLElement>(CONTROLS)];
}

/**
 * The element an error name points at: the element whose id is the hyphenated name,
 * else the first control named by it (as sent, or hyphenated). For radio groups the id usually
 * sits on the fieldset around them.
 */
function findField(form: HTMLFormElement, name: string): Element | null {
  const key = errorKey(name);
  const escapedKey = CSS.escape(key);
  return (
    form.querySelector(`#${escapedKey}`) ??
    form.querySelector(`[name="${CSS.escape(name)}"]`) ??
    form.querySelector(`[name="${escapedKey}"]`)
  );
}

/** The field's name for validation calls: its own name, or the name of the controls inside. */
export function fieldName(field: Element): string | null {
  const own = field.getAttribute('name');
  if (own) return own;
  return controlsOf(field).find((c) => c.getAttribute('name'))?.getAttribute('name') ?? null;
}

/** Whether the field holds something (only non-empty fields are validated on blur). */
export function fieldHasValue(field: Element): boolean {
  return controlsOf(field).some((control) => {
    if (control instanceof HTMLInputElement) {
      if (control.type === 'radio' || control.type === 'checkbox') return control.checked;
      if (control.type === 'file') return (control.files?.length ?? 0) > 0;
      return control.value.trim() !== '';
    }
    return (control as HTMLSelectElement | HTMLTextAreaElement).value.trim() !== '';
  });
}

/** The id of the message shown for a field's error. */
const messageId = (prefix: string, name: string): string => `${prefix}-${errorKey(name)}-error`;

/** Takes away every mark and message an earlier pass added. */
function clearFieldStates(form: HTMLFormElement, prefix: string): void {
  for (const message of form.querySelectorAll(`[${MESSAGE_MARKER}]`)) message.remove();
  for (const control of form.querySelectorAll<HTMLElement>(`[${STATE_MARKER}]`)) {
    control.removeAttribute(STATE_MARKER);
    control.removeAttribute('aria-invalid');
    control.classList.remove('cc-invalid', 'cc-valid');
    const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && !id.startsWith(`${prefix}-`));
    if (ids.length) control.setAttribute('aria-describedby', ids.join(' '));
    else control.removeAttribute('aria-describedby');
  }
  for (const field of form.querySelectorAll('.cc-field-invalid, .cc-field-valid')) {
    field.classList.remove('cc-field-invalid', 'cc-field-valid');
  }
}

/**
 * Marks fields: an error gets aria-invalid, a message after the field tied to its controls by
 * aria-describedby; a correct field gets the valid class. Returns the names of errors that
 * name no field of this form (the caller lists them).
 */
export function applyFieldStates(
  form: HTMLFormElement,
  prefix: string,
  errors: Record<string, string>,
  marks: Record<string, FieldMark>,
): string[] {
  clearFieldStates(form, prefix);
  const unplaced: string[] = [];
  for (const [name, mark] of Object.entries(marks)) {
    const field = findField(form, name);
    if (!field) {
      if (mark === 'error' && errors[name]) unplaced.push(name);
      continue;
    }
    field.classList.add(mark === 'error' ? 'cc-field-invalid' : 'cc-field-valid');
    const message = mark === 'error' ? errors[name] : undefined;
    let id: string | null = null;
    if (message) {
      id = messageId(prefix, name);
      const node = document.createElement('p');
      node.id = id;
      node.className = 'field-error';
      node.setAttribute(MESSAGE_MARKER, '');
      node.setAttribute('part', 'field-error');
      const cross = document.createElement('span');
      cross.className = 'cross';
      cross.setAttribute('aria-hidden', 'true');
      cross.textContent = '✗';
      node.append(cross, ` ${message}`);
      field.after(node);
    }
    for (const control of controlsOf(field)) {
      if (control instanceof HTMLInputElement && control.type === 'hidden') continue;
      control.setAttribute(STATE_MARKER, mark);
      control.setAttribute('aria-invalid', mark === 'error' ? 'true' : 'false');
      control.classList.add(mark === 'error' ? 'cc-invalid' : 'cc-valid');
      if (id) {
        const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        control.setAttribute('aria-describedby', [...ids, id].join(' '));
      }
    }
  }
  for (const name of Object.keys(errors)) if (!(name in marks) && !unplaced.includes(name)) unplaced.push(name);
  return unplaced;
}

/** The first control of the first field marked invalid, to move focus to after a failed submit. */
export function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[${STATE_MARKER}="error"]`);
}

/** The first control a user would fill in. */
export function firstControl(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])',
  );
}

/** The field a control belongs to for validation: the nearest element marked data-validate. */
export function validatedFieldOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest('[data-validate]') : null;
}
