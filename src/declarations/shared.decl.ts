/**
 * Declarations several elements share, written once: an event that more than one element
 * fires has one detail type and one meaning, and so do the parts a shared ui piece renders.
 */
import { t } from '../core/declare';

/** What a page element tells the app (or the page) about the document head. */
export const pageMetaDetail = t.object({ title: t.string, description: t.union(t.string, t.null) });

/** A modal-like element was asked to close. */
export const closeDetail = t.object({
  reason: t.oneOf('escape', 'close-button', 'backdrop', 'action'),
  value: t.optional(t.string),
});

export const formSuccessDetail = t.object({ message: t.union(t.string, t.null), redirect: t.union(t.string, t.null) });

export const formErrorDetail = t.object({
  errors: t.record(t.string),
  messages: t.array(t.string),
  failed: t.boolean,
});

/** Parts of the server-driven form (cc-server-form, and the reminder popup that reuses it). */
export const serverFormParts = {
  'form-area': 'The wrapper around the server form (aria-busy while loading).',
  form: 'The container of the server\'s form markup.',
  'field-error': 'A field\'s error message (inserted after the field).',
  errors: 'The list of messages that name no field, with a cross mark.',
  success: 'The success message.',
  failure: 'The inline failing-call message with its Reload button.',
  reload: 'The Reload button.',
} as const;

/** Parts of the shared modal dialog (cc-modal, cc-error-panel popup, the reminder popup). */
export const modalParts = {
  dialog: 'The <dialog> element.',
  box: 'The visible box inside the dialog.',
  heading: 'The dialog\'s title.',
  close: 'The × control.',
  content: 'The dialog\'s content area.',
} as const;

/** Parts of the shared auto-complete input (cc-autocomplete, and the data table's filter). */
export const autocompleteParts = {
  autocomplete: 'The auto-complete wrapper (as wide as its input).',
  input: 'The auto-complete text input (role=combobox).',
  list: 'The suggestion list (role=listbox), at least as wide as the input.',
  option: 'A suggestion; the highlighted one also has the part "highlighted".',
  highlighted: 'The highlighted suggestion.',
  error: 'The auto-complete field\'s message ("You must select a value from the suggestions provided.").',
} as const;

/** Events of the shell's elements that cc-app also declares as its own (it lets them through). */
export const commandDetail = t.object({ command: t.string, kind: t.oneOf('open-tab', 'navigate'), url: t.string });
export const cookieConsentDetail = t.object({ version: t.string, sentToServer: t.boolean });
export const alertAcknowledgedDetail = t.object({ id: t.number, channel: t.string });
export const contestStartDetail = t.object({ contestCode: t.string });
