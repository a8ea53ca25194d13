/**
 * WebSockets, in one place: the browser's constructor and the page's own ws:/wss: address.
 * Clients (api/alert-socket.ts) take a SocketFactory, so tests drive them with a fake socket.
 */

/** The part of WebSocket our clients use. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

/** Opens a real socket (throws at once on a bad URL or a blocked scheme, like the constructor). */
export const openWebSocket: SocketFactory = (url) => new WebSocket(url);

/** ws: on http pages, wss: on https, same host as the page; `path` starts with '/'. */
export function webSocketUrl(path: string, page: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${page.host}${path}`;
}
