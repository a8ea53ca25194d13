/**
 * Where the single-page app is: the current path (pathname + search) and its route. cc-app
 * writes the path on every navigation; any element may read the route (a header marking the
 * current section, a contest element reading its code).
 */
import { atom } from 'jotai';
import { nav } from '../core/nav';
import { matchRoute, type Route } from '../domain/routes';

export const routePathAtom = atom<string>(nav.path());

export const routeAtom = atom<Route>((get) => matchRoute(get(routePathAtom)));
