/**
 * The team pages of a team contest (the contest page's "Team list" and "My team" links):
 * /teams/list/{contest} lists the contest's teams on cc-data-table (name, members linked to their
 * profiles, size); /teams/{contest}/edit is the signed-in user's team: its members, and while the
 * contest's team registration is open, creating a team, inviting a user by handle (the site-wide
 * auto-complete) and leaving. Failures show the server's message; nothing is lost from the forms.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { createTeam, fetchContestTeams, fetchMyTeam, inviteToTeam, leaveTeam, type Team, type TeamChange } from '../../api/teams';
import { HttpError } from '../../core/http';
import { GENERIC_ERROR_MESSAGE } from '../../core/http-rules';
import { loginUrl } from '../../domain/routes';
import type { TableRow } from '../../domain/tables';
import { useSession } from '../../state/session';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { NotFoundView } from './MessageView';
import { DataTableHost } from './lists/TableHost';
import { useElement } from './lazy-elements';
import { nestedParts } from './parts';
import { useLoaded, type Loaded } from './useLoaded';

const enc = encodeURIComponent;
const teamListPath = (contest: string) => `/teams/list/${enc(contest)}`;
const myTeamPath = (contest: string) => `/teams/${enc(contest)}/edit`;
const userLink = (username: string) => <a href={`/users/${enc(username)}`}>{username}</a>;
const NOT_TEAM_CONTEST_TEXT = 'This is not a team contest.';
const CLOSED_TEXT = 'Team registration for this contest is closed.';

function Loading<T>({ loaded, what, children }: { loaded: Loaded<T | 'not-found'> & { reload: () => void }; what: string; children: (data: T) => ReactNode }) {
  if (loaded.state === 'loading') return <p role="status">{`Loading ${what}…`}</p>;
  if (loaded.state === 'hasError') {
    const detail = loaded.error instanceof Error ? ` ${loaded.error.message}` : '';
    return <ErrorPanel onReload={loaded.reload}><p>{`We could not load ${what}.${detail}`}</p></ErrorPanel>;
  }
  if (loaded.data === 'not-found') return <NotFoundView />;
  return <>{children(loaded.data)}</>;
}

const TEAM_COLUMNS = [
  { key: 'name', label: 'Team', rowHeader: true },
  {
    key: 'members', label: 'Members', sortable: false,
    render: (row: TableRow) => {
      const members = row.members as string[];
      return members.length === 0 ? 'No members yet' : members.map((m, i) => <span key={m}>{i > 0 && ', '}{userLink(m)}</span>);
    },
  },
  { key: 'size', label: 'Size', numeric: true },
];

export function TeamListView({ contestCode }: { contestCode: string }) {
  const loaded = useLoaded(() => fetchContestTeams(contestCode), contestCode);
  return (
    <section className="listing" part="listing" aria-labelledby="teams-title">
      <p className="muted"><a href={`/${enc(contestCode)}`}>Back to {contestCode}</a></p>
      <Loading loaded={loaded} what="the teams">
        {({ contest, teams }) => (
          <>
            <h1 id="teams-title">{`Teams: ${contest.name}`}</h1>
            {!contest.team ? <p>{NOT_TEAM_CONTEST_TEXT}</p> : (
              <>
                <p><a href={myTeamPath(contestCode)}>My team</a></p>
                <DataTableHost
                  caption={`Teams of ${contest.name} (${teams.length})`}
                  columns={TEAM_COLUMNS}
                  rows={teams.map((team) => ({ id: team.name, name: team.name, members: team.members, size: team.members.length }))}
                  row-key="id"
                  sort-by="name"
                />
              </>
            )}
          </>
        )}
      </Loading>
    </section>
  );
}

type Note = { text: string; error: boolean } | null;

export function MyTeamView({ contestCode }: { contestCode: string }) {
  const { settings, loading } = useSession();
  const username = settings?.username ?? '';
  if (loading) return null;
  if (!username) {
    return (
      <section className="message-view" part="message">
        <h1>My team</h1>
        <p>Sign in to see and manage your team.</p>
        <p><a href={loginUrl(myTeamPath(contestCode))}>Sign in</a></p>
      </section>
    );
  }
  return <SignedInTeam contestCode={contestCode} username={username} />;
}

function SignedInTeam({ contestCode, username }: { contestCode: string; username: string }) {
  const loaded = useLoaded(() => fetchMyTeam(contestCode), `${contestCode}|${username}`);
  const [changed, setChanged] = useState<{ team: Team | null } | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [busy, setBusy] = useState(false);
  const autocomplete = useElement('cc-autocomplete');

  const run = async (work: () => Promise<TeamChange>): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    setNote(null);
    try {
      const result = await work();
      setChanged({ team: result.team });
      setNote({ text: result.message, error: false });
      return true;
    } catch (error) {
      setNote({ text: error instanceof HttpError ? error.message : GENERIC_ERROR_MESSAGE, error: true });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const onCreate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '');
    void run(() => createTeam(contestCode, name)).then((ok) => ok && form.reset());
  };
  const onInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const handle = String(new FormData(form).get('username') ?? '');
    void run(() => inviteToTeam(contestCode, handle)).then((ok) => ok && form.reset());
  };

  return (
    <section className="form-page" part="form-page" aria-labelledby="my-team-title">
      <p className="muted"><a href={`/${enc(contestCode)}`}>Back to {contestCode}</a> · <a href={teamListPath(contestCode)}>All teams</a></p>
      <Loading loaded={loaded} what="your team">
        {({ contest, team: loadedTeam }) => {
          const team = changed ? changed.team : loadedTeam;
          return (
            <>
              <h1 id="my-team-title">{`My team: ${contest.name}`}</h1>
              {!contest.team && <p>{NOT_TEAM_CONTEST_TEXT}</p>}
              {contest.team && !contest.open && <p>{CLOSED_TEXT}</p>}
              {team ? (
                <>
                  <h2>{team.name}</h2>
                  <ul className="more-links" aria-label="Members">
                    {team.members.map((member) => <li key={member}>{userLink(member)}{member === username ? ' (you)' : ''}</li>)}
                  </ul>
                  {contest.open && (
                    <>
                      <form className="team-form" onSubmit={onInvite} aria-labelledby="invite-title">
                        <h3 id="invite-title">Invite a member</h3>
                        <label htmlFor="team-invite">Handle</label>
                        {autocomplete === 'unavailable' ? <input id="team-invite" name="username" required autoComplete="off" /> : (
                          <cc-autocomplete id="team-invite" name="username" variant="site-wide" src="/submission/autocomplete/handle"
                            required placeholder="Type a handle" {...nestedParts('autocomplete')}></cc-autocomplete>
                        )}
                        <button type="submit" aria-busy={busy || undefined}>Invite</button>
                      </form>
                      <p><button type="button" className="leave" aria-busy={busy || undefined} onClick={() => void run(() => leaveTeam(contestCode))}>Leave the team</button></p>
                    </>
                  )}
                </>
              ) : (
                <>
                  {contest.team && <p>You are not in a team for this contest.</p>}
                  {contest.open && (
                    <form className="team-form" onSubmit={onCreate} aria-labelledby="create-title">
                      <h2 id="create-title">Create a team</h2>
                      <label htmlFor="team-name">Team name</label>
                      <input id="team-name" name="name" required minLength={2} maxLength={40} autoComplete="off" />
                      <button type="submit" aria-busy={busy || undefined}>Create team</button>
                    </form>
                  )}
                </>
              )}
              {note && <p className={note.error ? 'error' : 'muted'} role={note.error ? 'alert' : 'status'}>{note.text}</p>}
            </>
          );
        }}
      </Loading>
    </section>
  );
}
