/**
 * Where the single-page app is: the current path (pathname + search). cc-app writes it on every
 * navigation; elements match it against domain/routes.ts themselves.
 */
import { atom } from 'jotai';
import { nav } from '../core/nav';

export const routePathAtom = atom<string>(nav.path());
