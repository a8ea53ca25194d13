/**
 * A user's public pages: GET /api/users/{username} (profile, solved problems, and the todo list
 * when the viewer is that user), /api/users/{username}/teams, /api/users/{username}/certificates,
 * and the Pro plans (GET /api/pro/plans). A 404 means there is no such user: 'not-found'. Other
 * failures reject with the HttpError (the pages show it inline, so the http layer stays quiet).
 */
import { get, HttpError } from '../core/http';
import { asObject } from '../core/json';

export interface SolvedProblem {
  code: string;
  name: string;
  /** Unix seconds; null when unknown. */
  solvedAt: number | null;
}

export interface TodoEntry {
  problem: string;
  contest: string;
  name: string;
}

export interface UserProfile {
  username: string;
  fullName: string;
  country: string;
  state: string;
  organisation: string;
  rating: number | null;
  stars: number | null;
  /** Unix seconds; null when unknown. */
  joinedAt: number | null;
  solvedCount: number;
  solved: SolvedProblem[];
  /** Only for the signed-in owner; null for everyone else. */
  todo: TodoEntry[] | null;
}

export interface UserTeams {
  username: string;
  teams: { name: string; createdAt: number | null }[];
  contestTeams: { contestCode: string; contestName: string; teamName: string; members: string[] }[];
}

export interface Certificate {
  slug: string;
  title: string;
  kind: 'roadmap' | 'course';
  completedAt: number | null;
}

export interface ProPlan {
  id: string;
  name: string;
  months: number;
  price: number;
  features: string[];
}

export interface ProPlans {
  currency: string;
  premium: boolean;
  discountPercent: number;
  plans: ProPlan[];
}

export type Found<T> = T | 'not-found';

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

function number(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function normaliseProfile(raw: unknown, username: string): UserProfile {
  const answer = asObject(raw) ?? {};
  const user = asObject(answer.user) ?? {};
  const solved = asObject(answer.solved) ?? {};
  const problems = list(solved.problems).flatMap((item) => {
    const row = asObject(item);
    const code = text(row?.code);
    return row && code ? [{ code, name: text(row.name) || code, solvedAt: number(row.solved_at) }] : [];
  });
  const todo = Array.isArray(answer.todo)
    ? answer.todo.flatMap((item) => {
      const row = asObject(item);
      const problem = text(row?.problem);
      return row && problem ? [{ problem, contest: text(row.contest) || 'PRACTICE', name: text(row.name) || problem }] : [];
    })
    : null;
  return {
    username: text(user.username) || username,
    fullName: text(user.full_name),
    country: text(user.country),
    state: text(user.state),
    organisation: text(user.organisation),
    rating: number(user.rating),
    stars: number(user.stars),
    joinedAt: number(user.joined_at),
    solvedCount: number(solved.count) ?? problems.length,
    solved: problems,
    todo,
  };
}

function normaliseTeams(raw: unknown, username: string): UserTeams {
  const answer = asObject(raw) ?? {};
  return {
    username: text(answer.username) || username,
    teams: list(answer.teams).flatMap((item) => {
      const row = asObject(item);
      const name = text(row?.name);
      return row && name ? [{ name, createdAt: number(row.created_at) }] : [];
    }),
    contestTeams: list(answer.contest_teams).flatMap((item) => {
      const row = asObject(item);
      const contestCode = text(row?.contest_code);
      if (!row || !contestCode) return [];
      return [{
        contestCode,
        contestName: text(row.contest_name) || contestCode,
        teamName: text(row.team_name),
        members: list(row.members).map(text).filter(Boolean),
      }];
    }),
  };
}

function normaliseCertificates(raw: unknown): Certificate[] {
  return list(asObject(raw)?.certificates).flatMap((item) => {
    const row = asObject(item);
    const slug = text(row?.slug);
    if (!row || !slug) return [];
    return [{ slug, title: text(row.title) || slug, kind: row.kind === 'course' ? 'course' as const : 'roadmap' as const, completedAt: number(row.completed_at) }];
  });
}

function normaliseProPlans(raw: unknown): ProPlans {
  const answer = asObject(raw) ?? {};
  return {
    currency: text(answer.currency) || 'INR',
    premium: answer.premium === true,
    discountPercent: Math.min(100, Math.max(0, number(answer.discount_percent) ?? 0)),
    plans: list(answer.plans).flatMap((item) => {
      const row = asObject(item);
      const id = text(row?.id);
      const price = number(row?.price);
      if (!row || !id || price === null || price < 0) return [];
      return [{ id, name: text(row.name) || id, months: number(row.months) ?? 1, price, features: list(row.features).map(text).filter(Boolean) }];
    }),
  };
}

async function orNotFound<T>(url: string, normalise: (raw: unknown) => T): Promise<Found<T>> {
  try {
    return normalise(await get<unknown>(url, { quiet: true }));
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return 'not-found';
    throw error;
  }
}

const userUrl = (username: string, tail = '') => `/api/users/${encodeURIComponent(username)}${tail}`;

export const fetchUserProfile = (username: string): Promise<Found<UserProfile>> =>
  orNotFound(userUrl(username), (raw) => normaliseProfile(raw, username));

export const fetchUserTeams = (username: string): Promise<Found<UserTeams>> =>
  orNotFound(userUrl(username, '/teams'), (raw) => normaliseTeams(raw, username));

export const fetchUserCertificates = (username: string): Promise<Found<Certificate[]>> =>
  orNotFound(userUrl(username, '/certificates'), normaliseCertificates);

export async function fetchProPlans(): Promise<ProPlans> {
  return normaliseProPlans(await get<unknown>('/api/pro/plans', { quiet: true }));
}
