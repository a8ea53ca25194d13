/**
 * /submit-old/{code} and /{contest}/submit-old/{code}: the submission-style form, whose inputs
 * with ids handle, pcode and ccode use the site-wide widget's submission variant (GET
 * /submission/autocomplete/{id}?term=). The problem and contest come prefilled from the route
 * (counted as chosen), the handle with the signed-in user's name; each field must hold a
 * suggestion, otherwise the element shows its message and the submit is disabled meanwhile
 * (each field tells its validity with cc-validity). A valid
 * form opens the problem's submissions for that user on the site's status page.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { nav } from '../../core/nav';
import { submissionsPath } from '../../domain/routes';
import { useSession } from '../../state/session';
import { UNAVAILABLE_TEXT } from './logic';
import { useElement } from './lazy-elements';
import { nestedParts } from './parts';

const SUBMIT_INTRO = 'Choose a user, a problem and a contest from the suggestions to see those submissions.';

interface SubmitPageProps {
  contestCode: string;
  problemCode: string;
}

export function SubmitPage({ contestCode, problemCode }: SubmitPageProps) {
  const defined = useElement('cc-autocomplete');
  const { settings, loading } = useSession();
  const onSubmit = useCallback((event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '').trim();
    nav.assign(submissionsPath(field('ccode'), field('pcode'), field('handle')));
  }, []);

  // Submit is disabled while any field is not valid (SPEC: autocomplete form fields).
  const formRef = useRef<HTMLFormElement>(null);
  const [valid, setValid] = useState(true);
  const formKey = `${contestCode}/${problemCode}/${settings?.username ?? ''}`;
  const ready = defined === 'defined' && !loading;
  useEffect(() => {
    const form = formRef.current;
    if (!ready || !form) return undefined;
    const check = () => setValid(!form.matches(':invalid'));
    check();
    form.addEventListener('cc-validity', check);
    // A reset puts the prefilled values back; their validity follows after the fields' update.
    const afterReset = () => requestAnimationFrame(check);
    form.addEventListener('reset', afterReset);
    return () => {
      form.removeEventListener('cc-validity', check);
      form.removeEventListener('reset', afterReset);
    };
  }, [ready, formKey]);

  return (
    <section className="form-page" part="form-page" aria-labelledby="submit-title">
      <h1 id="submit-title">Submissions: {problemCode}</h1>
      <p>{SUBMIT_INTRO}</p>
      {!ready ? (
        <p className="muted">{defined === 'unavailable' ? UNAVAILABLE_TEXT : 'Loading…'}</p>
      ) : (
        // Keyed by the route and the user: a new route or session starts from its own prefill.
        <form key={formKey} ref={formRef} className="submit-form" onSubmit={onSubmit}>
          <label htmlFor="handle">Handle</label>
          <cc-autocomplete id="handle" name="handle" variant="submission" required
            value={settings?.username || undefined} {...nestedParts('autocomplete')}></cc-autocomplete>
          <label htmlFor="pcode">Problem code</label>
          <cc-autocomplete id="pcode" name="pcode" variant="submission" required value={problemCode}
            {...nestedParts('autocomplete')}></cc-autocomplete>
          <label htmlFor="ccode">Contest code</label>
          <cc-autocomplete id="ccode" name="ccode" variant="submission" required value={contestCode}
            {...nestedParts('autocomplete')}></cc-autocomplete>
          <div className="submit-actions">
            <button type="submit" disabled={!valid}>Show submissions</button>
            <button type="reset">Reset</button>
          </div>
        </form>
      )}
    </section>
  );
}
