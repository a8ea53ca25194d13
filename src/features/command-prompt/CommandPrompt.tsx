import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useHostEvent } from '../../ui/host';
import { allowNavigationOrigin, nav, safeNavigationTarget } from '../../core/nav';
import { useDialog } from '../../ui/useDialog';
import { DEFAULT_IDE_URL, NOT_ALLOWED_MESSAGE, parseCommand, resolveSafeUrl } from './logic';
import type { ElementProps, ElementEventDetails } from '../../core/declare';
import { declaration } from '../../declarations/cc-command-prompt.decl';

/** The element's props, as its declaration (cc-command-prompt.decl.ts) says. */
export type CommandPromptProps = ElementProps<typeof declaration>;

type CommandEventDetail = ElementEventDetails<typeof declaration>['cc-command'];

/** Ctrl+; (or Ctrl + the Semicolon key, whatever the layout prints on it), no Alt/Meta. */
function isPromptShortcut(event: KeyboardEvent): boolean {
  if (!event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return false;
  return event.key === ';' || (event.code === 'Semicolon' && !event.shiftKey);
}

const warnedIdeUrls = new Set<string>();

/** The IDE base to use: the attribute when it is a safe URL, else the default (warned once). */
function useIdeUrl(ideUrl: string | undefined): string {
  return useMemo(() => {
    if (ideUrl === undefined) return DEFAULT_IDE_URL;
    const resolved = resolveSafeUrl(ideUrl, document.baseURI);
    if (resolved !== null) {
      // The page author configured this IDE: its origin is an explicit allowance.
      allowNavigationOrigin(resolved);
      return ideUrl;
    }
    if (!warnedIdeUrls.has(ideUrl)) {
      warnedIdeUrls.add(ideUrl);
      console.warn(
        `<cc-command-prompt>: attribute "ide-url" expects a path or an http(s) URL; got ${JSON.stringify(ideUrl)}. Using "${DEFAULT_IDE_URL}".`,
      );
    }
    return DEFAULT_IDE_URL;
  }, [ideUrl]);
}

/**
 * The hidden command prompt: nothing is shown until Ctrl+; opens a modal dialog.
 * The page is expected to hold one; if it holds more, the first one that handles the shortcut
 * claims it (preventDefault) and the others leave it alone.
 */
export function CommandPrompt({ ideUrl, disabled = false }: CommandPromptProps) {
  const [open, setOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const ide = useIdeUrl(ideUrl);
  const emit = useHostEvent(declaration);

  useEffect(() => {
    if (disabled) {
      setOpen(false);
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      // A page editor (or a second prompt) that already handled the keys keeps them.
      if (event.defaultPrevented || !isPromptShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
      setFocusRequest((n) => n + 1); // pressed again while open: focus goes back to the input
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [disabled]);

  const close = useCallback(() => setOpen(false), []);

  // Returns an error message for the prompt, or null when the command ran.
  const run = useCallback(
    (input: string): string | null => {
      const parsed = parseCommand(input, document.baseURI, ide);
      if (parsed.kind === 'not-allowed') return NOT_ALLOWED_MESSAGE;
      // Same rule as every other navigation: this site, or an origin the page allowed.
      if (safeNavigationTarget(parsed.url) === null) return NOT_ALLOWED_MESSAGE;
      const detail: CommandEventDetail = { command: input.trim(), kind: parsed.kind, url: parsed.url };
      // Called synchronously inside the submit event, so the new tab keeps the user activation.
      if (emit('cc-command', detail)) {
        if (parsed.kind === 'navigate') nav.assign(parsed.url);
        else nav.openTab(parsed.url);
      }
      setOpen(false);
      return null;
    },
    [emit, ide],
  );

  return open ? <PromptDialog onClose={close} onRun={run} focusRequest={focusRequest} /> : null;
}

interface PromptDialogProps {
  onClose(): void;
  onRun(input: string): string | null;
  focusRequest: number;
}

/** Mounted only while open, so each opening starts with an empty input and no message. */
function PromptDialog({ onClose, onRun, focusRequest }: PromptDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const [titleId, hintId, errorId, inputId] = ['title', 'hint', 'error', 'input'].map((part) => `${id}${part}`);
  // Open while mounted; we close by unmounting, which also gives focus back.
  const dialogRef = useDialog<HTMLDialogElement>({
    open: true,
    dismissable: true,
    onDismiss: onClose,
    initialFocus: () => inputRef.current,
    focusKey: focusRequest, // the shortcut again while open: focus goes back to the input
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(onRun(value));
  };

  return (
    <dialog ref={dialogRef} part="dialog" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} className="form">
        <h2 id={titleId} className="title">
          Command prompt
        </h2>
        <label htmlFor={inputId} className="visually-hidden">
          Command
        </label>
        <input
          ref={inputRef}
          id={inputId}
          part="input"
          className="input"
          type="text"
          value={value}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={2048}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        <p id={hintId} part="hint" className="hint">
          ide, a problem number, :e URL (go) or :t URL (new tab). Enter runs, Escape closes.
        </p>
        {/* Always in the tree, so screen readers announce the message when its text appears. */}
        <p id={errorId} part="error" className="error" role="alert">
          {error ?? ''}
        </p>
        <div className="actions">
          <button type="button" part="button" className="button" onClick={onClose}>
            Close
          </button>
          <button type="submit" part="button run" className="button primary">
            Run
          </button>
        </div>
      </form>
    </dialog>
  );
}
