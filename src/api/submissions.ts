/**
 * A problem's successful submissions, loaded on demand (the reference server's
 * GET /api/contests/{contest}/problems/{code}/successful-submissions, paged and sorted on the
 * server like a data table in server-side mode).
 */
import { get } from '../core/http';
import { asObject, listOf, num, str, toEpochMs } from '../core/json';

export interface SuccessfulSubmission {
  id: string;
  user: string;
  language: string;
  /** Seconds. */
  time: number | null;
  /** KiB. */
  memoryKb: number | null;
  dateMs: number | null;
}

export interface SubmissionsPage {
  rows: SuccessfulSubmission[];
  total: number;
  page: number;
  itemsPerPage: number;
}

export async function fetchSuccessfulSubmissions(contest: string, code: string, page = 1, itemsPerPage = 10): Promise<SubmissionsPage> {
  const answer = asObject(await get<unknown>(
    `/api/contests/${encodeURIComponent(contest)}/problems/${encodeURIComponent(code)}/successful-submissions`,
    { quiet: true, params: { page, itemsPerPage } },
  ));
  const rows = listOf(answer?.data).flatMap((item): SuccessfulSubmission[] => {
    const row = asObject(item);
    const user = str(row?.user)?.trim() ?? '';
    if (!row || user === '') return [];
    return [{
      id: String(num(row.id) ?? str(row.id) ?? user),
      user,
      language: str(row.language) ?? '',
      time: num(row.time) ?? null,
      memoryKb: num(row.memory) ?? null,
      dateMs: toEpochMs(row.date),
    }];
  });
  return { rows, total: num(answer?.total) ?? rows.length, page: num(answer?.page) ?? page, itemsPerPage };
}
