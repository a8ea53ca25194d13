/**
 * useSuggestions: where an auto-complete's suggestions come from. It owns the debounce timer and
 * the request sequence and looks up either the local items (matched at once) or the remote
 * address (after the variant's delay). It does not know the combobox state: each lookup reports
 * to the sink the caller passes (useCombobox turns it into FetchStart/FetchSuccess/FetchFailure),
 * and the reducer drops any answer that is not for the newest request.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { lookupSuggestions } from '../api/autocomplete';
import { HttpError } from '../core/http';
import { matchLocal, parseSearchFields, toSuggestions, type Suggestion } from '../domain/autocomplete';

export interface SuggestionConfig {
  /** Remote address; null (or `localOnly`) matches `items` locally. */
  source: string | null;
  localOnly: boolean;
  items: readonly unknown[] | undefined;
  method?: 'GET' | 'POST';
  queryParam: string;
  params?: Readonly<Record<string, string | number | boolean>>;
  textField: string;
  labelField?: string;
  valueField?: string;
  searchFields?: string;
  maxItems: number;
  /** Debounce of remote lookups (local ones run at once). */
  delayMs: number;
  /** 'log': failures are only logged; otherwise a failure's HttpError goes to onError. */
  errors: 'log' | 'callback';
  onError?(error: HttpError): void;
}

/** Where one lookup reports (the combobox's reducer, through useCombobox). */
export interface LookupSink {
  /** The state's newest request id: a new request's id is above it. */
  latestRequest(): number;
  start(requestId: number): void;
  success(requestId: number, suggestions: Suggestion[]): void;
  failure(requestId: number): void;
}

export interface SuggestionLookup {
  /** Look `text` up (after the debounce when remote); a pending lookup is dropped first. */
  request(text: string, sink: LookupSink): void;
  /** Drop a pending (debounced) lookup. */
  cancel(): void;
}

export function useSuggestions(config: SuggestionConfig): SuggestionLookup {
  const { items, textField, labelField, valueField } = config;
  const local = useMemo(
    () => toSuggestions(items ?? [], { textField, labelField, valueField }),
    [items, textField, labelField, valueField],
  );
  const searchFields = useMemo(() => parseSearchFields(config.searchFields, textField), [config.searchFields, textField]);

  // The newest configuration, read when a (possibly delayed) lookup runs; kept in sync after
  // each commit, never written during render.
  const current = useRef({ config, local, searchFields });
  useLayoutEffect(() => {
    current.current = { config, local, searchFields };
  });

  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async (text: string, sink: LookupSink) => {
    const { config: c, local: localItems, searchFields: fields } = current.current;
    sequence.current = Math.max(sequence.current, sink.latestRequest()) + 1;
    const requestId = sequence.current;
    sink.start(requestId);
    if (c.localOnly || c.source === null) {
      sink.success(requestId, matchLocal(localItems, text, fields, c.maxItems));
      return;
    }
    try {
      const answer = await lookupSuggestions({
        url: c.source,
        method: c.method,
        queryParam: c.queryParam,
        text,
        params: c.params,
        errors: c.errors,
      });
      sink.success(requestId, toSuggestions(answer, { textField: c.textField, labelField: c.labelField, valueField: c.valueField }));
    } catch (error) {
      sink.failure(requestId);
      // The site-wide widget, the submission form and the organisation field only log; the
      // others hand the error to their callback (never a visible message).
      if (c.errors === 'log') console.error(`Suggestions for "${text}" could not be loaded:`, error);
      else if (error instanceof HttpError) c.onError?.(error);
    }
  }, []);

  return useMemo(
    () => ({
      request(text, sink) {
        clearTimeout(timer.current);
        const c = current.current.config;
        const delay = c.localOnly || c.source === null ? 0 : c.delayMs;
        if (delay > 0) timer.current = setTimeout(() => void run(text, sink), delay);
        else void run(text, sink);
      },
      cancel() {
        clearTimeout(timer.current);
      },
    }),
    [run],
  );
}
