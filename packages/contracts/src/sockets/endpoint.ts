/**
 * The one socket endpoint (spec §7 "STOMP over SockJS at a websocket endpoint"). Both transports live
 * at one path so a client needs a single address:
 *
 * - raw WebSocket at the path itself: `ws(s)://host/ws`;
 * - SockJS with the path as its prefix: `http(s)://host/ws` for sockjs-client, which then asks
 *   `/ws/info` and opens `/ws/{server}/{session}/websocket` (or its HTTP fallbacks under the same
 *   prefix).
 *
 * The path is outside `/api` on purpose: it is not a call, and a proxy in front has to pass WebSocket
 * upgrades for it, which is easier to configure on a path of its own.
 */
export const socketEndpointPath = '/ws';

/**
 * The URL parameter spec §7 names. The gateway accepts it for compatibility and ignores it: whose
 * queues a session gets comes from the bearer token in the STOMP CONNECT frame only.
 */
export const socketPrincipalParam = 'principal';

/** The header of the STOMP CONNECT frame that carries `Bearer <accessToken>`. */
export const socketAuthorizationHeader = 'Authorization';

/**
 * The header of the STOMP CONNECT frame with which a guest (no token) names the site it visits, so it
 * may subscribe to that site's `/topic/notice/{siteId}`. A member's site comes from its token.
 */
export const socketSiteHeader = 'siteInfoId';

export type SocketTransport = 'websocket' | 'sockjs';

/**
 * The address a client opens for a transport, from the app's origin (`https://example.com`): the raw
 * WebSocket URL swaps the scheme to `ws`/`wss`; sockjs-client takes the HTTP URL.
 */
export function socketUrl(origin: string, transport: SocketTransport): string {
  const base = origin.replace(/\/+$/, '');
  if (transport === 'sockjs') return `${base}${socketEndpointPath}`;
  return `${base.replace(/^http/, 'ws')}${socketEndpointPath}`;
}
