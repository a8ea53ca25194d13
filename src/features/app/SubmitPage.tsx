/**
 * /submit-old/{code} and /{contest}/submit-old/{code}: the submission-style form, whose inputs
 * with ids handle, pcode and ccode use the site-wide widget's submission variant (GET
 * /submission/autocomplete/{id}?term=). The problem and contest come prefilled from the route
 * (counted as chosen), the handle with the signed-in user's name; each field must hold a
 * suggestion, otherwise the element shows its message and the form does not submit. A valid
 * form opens the problem's submissions for that user on the site's status page.
 */
import { useCallback, type FormEvent } from 'react';
import { nav } from '../../core/nav';
import { submissionsPath } from '../../domain/routes';
import { useSession } from '../../state/session';
import { UNAVAILABLE_TEXT } from './logic';
import { useElement } from './lazy-elements';
import { nestedParts } from './parts';

export const SUBMIT_INTRO = 'Choose a user, a problem and a contest from the suggestions to see those submissions.';

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

  return (
    <section className="form-page" part="form-page" aria-labelledby="submit-title">
      <h1 id="submit-title">Submissions: {problemCode}</h1>
      <p>{SUBMIT_INTRO}</p>
      {defined !== 'defined' || loading ? (
        <p className="muted">{defined === 'unavailable' ? UNAVAILABLE_TEXT : 'Loading…'}</p>
      ) : (
        // Keyed by the route and the user: a new route or session starts from its own prefill.
        <form key={`${contestCode}/${problemCode}/${settings?.username ?? ''}`} className="submit-form" onSubmit={onSubmit}>
          <label htmlFor="handle">Handle</label>
          <cc-autocomplete id="handle" name="handle" variant="submission" required=""
            value={settings?.username || undefined} {...nestedParts('autocomplete')}></cc-autocomplete>
          <label htmlFor="pcode">Problem code</label>
          <cc-autocomplete id="pcode" name="pcode" variant="submission" required="" value={problemCode}
            {...nestedParts('autocomplete')}></cc-autocomplete>
          <label htmlFor="ccode">Contest code</label>
          <cc-autocomplete id="ccode" name="ccode" variant="submission" required="" value={contestCode}
            {...nestedParts('autocomplete')}></cc-autocomplete>
          <div className="submit-actions">
            <button type="submit">Show submissions</button>
            <button type="reset">Reset</button>
          </div>
        </form>
      )}
    </section>
  );
}
