/**
 * Teams of team contests (the reference server's /api/teams/{contest}, README "calls beyond the
 * contract"): the contest's teams, the signed-in user's own team, and creating one, inviting a user
 * by handle and leaving. Reads and changes are quiet (the pages show failures inline, with the
 * server's message); a 404 contest is 'not-found'.
 */
import { get, post, HttpError } from '../core/http';
import { asObject, bool, str, stringList } from '../core/json';

export interface Team {
  name: string;
  members: string[];
}

export interface TeamContest {
  code: string;
  name: string;
  /** A team contest at all. */
  team: boolean;
  /** Its team registration is open: teams may be created, joined and left. */
  open: boolean;
}

export interface ContestTeams {
  contest: TeamContest;
  teams: Team[];
}

export interface MyTeam {
  contest: TeamContest;
  team: Team | null;
}

const enc = encodeURIComponent;

function teamOf(value: unknown): Team | null {
  const raw = asObject(value);
  const name = str(raw?.name);
  return raw && name ? { name, members: stringList(raw.members) } : null;
}

function contestOf(value: unknown, code: string): TeamContest {
  const raw = asObject(value) ?? {};
  return { code: str(raw.code) ?? code, name: str(raw.name) ?? code, team: bool(raw.team) ?? false, open: bool(raw.open) ?? false };
}

async function orNotFound<T>(read: () => Promise<T>): Promise<T | 'not-found'> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return 'not-found';
    throw error;
  }
}

/** GET /api/teams/{contest}. */
export function fetchContestTeams(contest: string): Promise<ContestTeams | 'not-found'> {
  return orNotFound(async () => {
    const raw = asObject(await get<unknown>(`/api/teams/${enc(contest)}`, { quiet: true })) ?? {};
    const teams = Array.isArray(raw.teams) ? raw.teams.map(teamOf).filter((t): t is Team => t !== null) : [];
    return { contest: contestOf(raw.contest, contest), teams };
  });
}

/** GET /api/teams/{contest}/mine (signed-in users). */
export function fetchMyTeam(contest: string): Promise<MyTeam | 'not-found'> {
  return orNotFound(async () => {
    const raw = asObject(await get<unknown>(`/api/teams/${enc(contest)}/mine`, { quiet: true })) ?? {};
    return { contest: contestOf(raw.contest, contest), team: teamOf(raw.team) };
  });
}

export interface TeamChange {
  message: string;
  team: Team | null;
}

async function change(contest: string, action: 'create' | 'invite' | 'leave', data: Record<string, string>): Promise<TeamChange> {
  const raw = asObject(await post<unknown>(`/api/teams/${enc(contest)}/${action}`, data, { quiet: true })) ?? {};
  return { message: str(raw.message) ?? '', team: teamOf(raw.team) };
}

/** POST …/create {name}: a new team with the user in it. */
export const createTeam = (contest: string, name: string) => change(contest, 'create', { name });
/** POST …/invite {username}: adds that user to the user's team. */
export const inviteToTeam = (contest: string, username: string) => change(contest, 'invite', { username });
/** POST …/leave. */
export const leaveTeam = (contest: string) => change(contest, 'leave', {});
