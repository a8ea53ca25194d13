/**
 * What the server form's hooks share: its reducer, the form currently rendered from the
 * markup, what it keeps between renderings (the user's values, where their drafts live, the
 * page's login-required flag, where focus goes next) and the two ways it reports to its owner.
 * The object is made once per component; native listeners and async answers read the latest
 * props and state through `latest`.
 */
import { useReducer, useRef, useState, type Dispatch, type MutableRefObject } from 'react';
import type { FormAnswer } from '../../api/forms';
import { supportEmail } from '../../core/support';
import type { KeptValues } from './kept-values';
import { failedFormText, formReducer, initialFormState, type FormAction, type FormState } from './logic';
import type { ServerFormProps } from './ServerForm';
import { useLater } from './useLater';

export type FocusIntent = 'first' | 'invalid' | 'success' | null;

export interface FormCore {
  dispatch: Dispatch<FormAction>;
  latest: MutableRefObject<{ props: ServerFormProps; state: FormState; address: string | null }>;
  /** False once the component has unmounted: async answers check it before touching state. */
  alive: MutableRefObject<boolean>;
  /** Runs after `ms` unless the component has unmounted by then. */
  later(ms: number, run: () => void): void;
  /** The form element of the current rendering of the markup. */
  formRef: MutableRefObject<HTMLFormElement | null>;
  /** The user's values, put back into the next rendering of the form (Reload, re-rendered errors). */
  kept: MutableRefObject<KeptValues | null>;
  /** Where this user's drafts for this form live; known once the session is. */
  drafts: MutableRefObject<string | null>;
  /** The page settings flag this form as login-required (its embedded form's loginRequired). */
  pageLoginRequired: MutableRefObject<boolean>;
  focusIntent: MutableRefObject<FocusIntent>;
  /** The element's flag, or the page settings' for the page's own form. */
  loginRequired(): boolean;
  /** A call failed: the form-failure text, and onError. */
  reportFailure(): void;
  /** onError for an answer with field errors or messages. */
  reportAnswerErrors(answer: FormAnswer): void;
}

export function useFormCore(props: ServerFormProps, address: string | null): { state: FormState; core: FormCore } {
  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const { alive, later } = useLater();
  const formRef = useRef<HTMLFormElement | null>(null);
  const kept = useRef<KeptValues | null>(null);
  const drafts = useRef<string | null>(null);
  const pageLoginRequired = useRef(false);
  const focusIntent = useRef<FocusIntent>(props.autoFocus ? 'first' : null);
  const latest = useRef({ props, state, address });
  latest.current = { props, state, address };
  const [core] = useState<FormCore>(() => ({
    dispatch, latest, alive, later, formRef, kept, drafts, pageLoginRequired, focusIntent,
    loginRequired: () => Boolean(latest.current.props.loginRequired) || pageLoginRequired.current,
    reportFailure: () => {
      dispatch({ type: 'failed' });
      latest.current.props.onError?.({ errors: {}, messages: [failedFormText(supportEmail())], failed: true });
    },
    reportAnswerErrors: (answer) => {
      if (answer.status === 'error') latest.current.props.onError?.({ errors: answer.errors, messages: answer.messages, failed: false });
    },
  }));
  return { state, core };
}
