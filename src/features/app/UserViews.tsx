/**
 * A user's public pages: the profile (name, country, rating, solved problems; the todo list for
 * the owner), their teams (with the new-team form for the owner) and their certificates. An
 * unknown user gets the site's not-found page.
 */
import { useEffect, type ReactNode } from 'react';
import {
  fetchUserCertificates, fetchUserProfile, fetchUserTeams, type Certificate, type Found, type UserProfile, type UserTeams,
} from '../../api/profiles';
import { roadmapPath } from '../../api/roadmaps';
import { lazyFormatter } from '../../core/intl';
import { yieldToPage } from '../../core/tasks';
import { useSession } from '../../state/session';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { SlowNotice } from '../../ui/SlowNotice';
import { NotFoundView } from './MessageView';
import { useElement } from './lazy-elements';
import { useLoaded, type Loaded } from './useLoaded';
import { UNAVAILABLE_TEXT } from './logic';

const userPath = (username: string, tail = '') => `/users/${encodeURIComponent(username)}${tail}`;

// One formatter for every date of the pages (one was made per date shown), made in a task of
// its own while the page's answer is on its way (useDatesAhead): Chromium's ICU set-up for
// dates (tens of ms unthrottled) was otherwise inside the render that shows the profile.
const dateFormat = lazyFormatter(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }));

const dateText = (seconds: number | null): string => (seconds === null ? '' : dateFormat().format(new Date(seconds * 1000)));

function useDatesAhead(): void {
  useEffect(() => {
    void yieldToPage().then(dateFormat);
  }, []);
}

/** Loading, failure (with Reload) and not-found around a page's content. */
function Loading<T>({ loaded, what, children }: { loaded: Loaded<Found<T>> & { reload: () => void }; what: string; children: (data: T) => ReactNode }) {
  if (loaded.state === 'loading') return <><p role="status">{`Loading ${what}…`}</p><SlowNotice /></>;
  if (loaded.state === 'hasError') {
    const detail = loaded.error instanceof Error ? ` ${loaded.error.message}` : '';
    return <ErrorPanel onReload={loaded.reload}><p>{`We could not load ${what}.${detail}`}</p></ErrorPanel>;
  }
  if (loaded.data === 'not-found') return <NotFoundView />;
  return <>{children(loaded.data)}</>;
}

/** The links between a user's pages; the owner also gets their settings. */
function UserNav({ username, own }: { username: string; own: boolean }) {
  return (
    <nav aria-label={`${username}'s pages`} className="user-nav">
      <ul className="more-links">
        <li><a href={userPath(username)}>Profile</a></li>
        <li><a href={userPath(username, '/teams')}>Teams</a></li>
        <li><a href={userPath(username, '/certificates')}>Certificates</a></li>
        {own && <li><a href={userPath(username, '/edit')}>Edit profile</a></li>}
      </ul>
    </nav>
  );
}

function useOwner(username: string): boolean {
  const { settings } = useSession();
  return (settings?.username ?? '').toLowerCase() === username.toLowerCase() && username !== '';
}

function Profile({ profile, own }: { profile: UserProfile; own: boolean }) {
  const place = [profile.state, profile.country].filter(Boolean).join(', ');
  return (
    <article className="profile" part="profile">
      <h1>{profile.fullName || profile.username}</h1>
      <dl className="facts">
        <dt>Username</dt><dd>{profile.username}</dd>
        <dt>Country</dt><dd>{place || 'Not given'}</dd>
        {profile.organisation && (<><dt>Organisation</dt><dd>{profile.organisation}</dd></>)}
        <dt>Rating</dt><dd>{profile.rating === null ? 'Unrated' : `${profile.rating}${profile.stars ? ` (${profile.stars}★)` : ''}`}</dd>
        {profile.joinedAt !== null && (<><dt>Joined</dt><dd>{dateText(profile.joinedAt)}</dd></>)}
      </dl>
      <UserNav username={profile.username} own={own} />
      <section aria-labelledby="profile-solved">
        <h2 id="profile-solved">{`Solved problems (${profile.solvedCount})`}</h2>
        {profile.solved.length === 0 ? <p>No problems solved yet.</p> : (
          <ul className="more-links">
            {profile.solved.map((problem) => (
              <li key={problem.code}>
                <a href={`/problems-old/${encodeURIComponent(problem.code)}`}>{problem.name}</a>{' '}
                <span className="muted">{problem.code}{problem.solvedAt !== null ? `, ${dateText(problem.solvedAt)}` : ''}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {own && profile.todo !== null && (
        <section aria-labelledby="profile-todo">
          <h2 id="profile-todo">{`Your todo list (${profile.todo.length})`}</h2>
          {profile.todo.length === 0 ? <p>Your todo list is empty. Add problems from their pages.</p> : (
            <ul className="more-links">
              {profile.todo.map((entry) => (
                <li key={`${entry.contest}/${entry.problem}`}>
                  <a href={entry.contest === 'PRACTICE'
                    ? `/problems-old/${encodeURIComponent(entry.problem)}`
                    : `/${encodeURIComponent(entry.contest)}/problems-old/${encodeURIComponent(entry.problem)}`}>{entry.name}</a>{' '}
                  <span className="muted">{entry.problem}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </article>
  );
}

export function UserProfileView({ username }: { username: string }) {
  const { loading } = useSession();
  const own = useOwner(username);
  // The owner sees the todo list: ask again once the session is known.
  useDatesAhead();
  const loaded = useLoaded(() => fetchUserProfile(username), username, String(loading));
  return <Loading loaded={loaded} what="the profile">{(profile) => <Profile profile={profile} own={own} />}</Loading>;
}

function Teams({ teams, own }: { teams: UserTeams; own: boolean }) {
  const formAvailable = useElement('cc-server-form') !== 'unavailable';
  return (
    <article className="teams" part="teams">
      <h1>{`${teams.username}'s teams`}</h1>
      <UserNav username={teams.username} own={own} />
      <section aria-labelledby="teams-contest">
        <h2 id="teams-contest">Contest teams</h2>
        {teams.contestTeams.length === 0 ? <p>Not in a contest team.</p> : (
          <ul className="more-links">
            {teams.contestTeams.map((team) => (
              <li key={team.contestCode}>
                <strong>{team.teamName}</strong> in <a href={`/${encodeURIComponent(team.contestCode)}`}>{team.contestName}</a>
                {team.members.length > 0 && <span className="muted">{` (${team.members.join(', ')})`}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="teams-own">
        <h2 id="teams-own">Teams created</h2>
        {teams.teams.length === 0 ? <p>No teams created yet.</p> : (
          <ul className="more-links">
            {teams.teams.map((team) => <li key={team.name}>{team.name} <span className="muted">{dateText(team.createdAt)}</span></li>)}
          </ul>
        )}
      </section>
      {own && (
        <section aria-labelledby="teams-new">
          <h2 id="teams-new">Create a team</h2>
          {formAvailable ? <cc-server-form src="/api/forms/new-team" login-required></cc-server-form> : <p>{UNAVAILABLE_TEXT}</p>}
        </section>
      )}
    </article>
  );
}

export function UserTeamsView({ username }: { username: string }) {
  const own = useOwner(username);
  useDatesAhead();
  const loaded = useLoaded(() => fetchUserTeams(username), username);
  return <Loading loaded={loaded} what="the teams">{(teams) => <Teams teams={teams} own={own} />}</Loading>;
}

function Certificates({ username, certificates, own }: { username: string; certificates: Certificate[]; own: boolean }) {
  return (
    <article className="certificates" part="certificates">
      <h1>{`${username}'s certificates`}</h1>
      <UserNav username={username} own={own} />
      <p>A certificate is earned by solving every problem of a roadmap or course.</p>
      {certificates.length === 0 ? <p>No certificates yet.</p> : (
        <ul className="more-links">
          {certificates.map((certificate) => (
            <li key={certificate.slug}>
              <a href={roadmapPath(certificate)}>{certificate.title}</a>{' '}
              <span className="muted">{`completed ${dateText(certificate.completedAt)}`}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function UserCertificatesView({ username }: { username: string }) {
  const own = useOwner(username);
  useDatesAhead();
  const loaded = useLoaded(() => fetchUserCertificates(username), username);
  return (
    <Loading loaded={loaded} what="the certificates">
      {(certificates) => <Certificates username={username} certificates={certificates} own={own} />}
    </Loading>
  );
}
