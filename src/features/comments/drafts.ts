/**
 * Unsent comment text, kept per thread in storage so it survives a reload, a closed reply box
 * and a failed post: one entry per page URL, holding the post box ('0') and each reply box (by
 * the id of the comment answered). Only a successful post removes a box's draft.
 */
import { storage } from '../../core/storage';

const PREFIX = 'cc:comment-drafts:';

type Drafts = Record<string, string>;

function read(url: string): Drafts {
  try {
    const parsed: unknown = JSON.parse(storage.get(PREFIX + url) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

function write(url: string, drafts: Drafts): void {
  if (Object.keys(drafts).length === 0) storage.remove(PREFIX + url);
  else storage.set(PREFIX + url, JSON.stringify(drafts));
}

/** The draft of one box ('' when none). `box` is '0' for the post box, else the parent's id. */
export function readDraft(url: string, box: string): string {
  return read(url)[box] ?? '';
}

/** The boxes of a thread that hold a draft (reply boxes with one open again after a reload). */
export function draftBoxes(url: string): string[] {
  return Object.keys(read(url));
}

export function saveDraft(url: string, box: string, text: string): void {
  const drafts = read(url);
  if (text === '') delete drafts[box];
  else drafts[box] = text;
  write(url, drafts);
}

export function clearDraft(url: string, box: string): void {
  saveDraft(url, box, '');
}

export const draftStorageKey = (url: string) => PREFIX + url;
