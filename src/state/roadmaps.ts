/**
 * Roadmaps and courses, one atom per slug, kept for the page's lifetime: going back to a
 * roadmap shows it at once (and the router can restore the scroll position). A Reload bumps the
 * slug's version; a session change (sign-in, sign-out) loads every roadmap again, since the
 * solved marks belong to the user.
 */
import { atom, type Atom, type PrimitiveAtom } from 'jotai';
import { settled } from './settled';
import { fetchRoadmap, fetchRoadmapList, type RoadmapAnswer, type RoadmapSummary } from '../api/roadmaps';
import { sessionVersionAtom } from './session';
import { onPageReset } from '../core/page-reset';

type Loadable<T> = Atom<
  { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; data: Awaited<T> }
>;

interface SlugAtoms {
  version: PrimitiveAtom<number>;
  data: Atom<Promise<RoadmapAnswer>>;
  loadable: Loadable<Promise<RoadmapAnswer>>;
}

const bySlug = new Map<string, SlugAtoms>();
onPageReset(() => bySlug.clear());

function atomsOf(slug: string): SlugAtoms {
  let atoms = bySlug.get(slug);
  if (!atoms) {
    const version = atom(0);
    const data = atom(async (get) => {
      get(version);
      get(sessionVersionAtom);
      return fetchRoadmap(slug);
    });
    atoms = { version, data, loadable: settled(data) };
    bySlug.set(slug, atoms);
  }
  return atoms;
}

/** The roadmap (or 'not-found') as a loadable: loading, error or data, never suspending. */
export const roadmapLoadable = (slug: string) => atomsOf(slug).loadable;

/** Write-only: load `slug` again (the Reload button). */
export const reloadRoadmapAtom = atom(null, (_get, set, slug: string) => {
  set(atomsOf(slug).version, (n) => n + 1);
});

const listVersionAtom = atom(0);

const roadmapListAtom = atom(async (get): Promise<RoadmapSummary[]> => {
  get(listVersionAtom);
  return fetchRoadmapList();
});

export const roadmapListLoadable = settled(roadmapListAtom);

export const reloadRoadmapListAtom = atom(null, (_get, set) => set(listVersionAtom, (n) => n + 1));

const openModules = new Map<string, PrimitiveAtom<ReadonlySet<string> | null>>();

/**
 * The modules the user opened or closed on a roadmap (null: not chosen yet, the page decides).
 * Kept per slug for the page's lifetime, so coming back to a roadmap shows it as it was left
 * and the router can scroll back to where the user was.
 */
export function openModulesAtom(slug: string): PrimitiveAtom<ReadonlySet<string> | null> {
  let chosen = openModules.get(slug);
  if (!chosen) {
    chosen = atom<ReadonlySet<string> | null>(null);
    openModules.set(slug, chosen);
  }
  return chosen;
}
