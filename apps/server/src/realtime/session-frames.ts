import { errorCatalogue, socketAuthorizationHeader, socketSiteHeader } from '@baro/contracts';
import type { ErrorCode, MessageLanguage } from '@baro/contracts';
import type { Caller } from '../caller.ts';
import type { SessionIdentity } from './destinations.ts';
import type { RealtimeLimits } from './limits.ts';
import { encodeFrame, headerValue, negotiateHeartbeat } from './stomp/index.ts';
import type { StompFrame, StompHeaders } from './stomp/index.ts';

const textEncoder = new TextEncoder();
const noBody = new Uint8Array(0);

/** What a CONNECT frame asks for, or why it is refused. */
export type ConnectRequest =
  | {
      readonly ok: true;
      /** The bearer token; absent for a guest. */
      readonly token: string | undefined;
      /** The site a guest names (`siteInfoId` header); ignored for a token's owner. */
      readonly guestSiteId: number | null;
      readonly heartbeat: {
        readonly sendEveryMs: number;
        readonly expectEveryMs: number;
        readonly header: string;
      };
    }
  | { readonly ok: false; readonly code: ErrorCode; readonly reason: string };

/** The first value of a header whatever its case: HTTP habits make some clients send `authorization`. */
function headerIgnoringCase(frame: StompFrame, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of frame.headers) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/**
 * Reads a CONNECT (or STOMP) frame: STOMP 1.2 only, the heart-beat negotiated against the server's
 * limits, and `Authorization: Bearer <token>`. The `principal` URL parameter and any `login` header are
 * not read: the token alone says who connects.
 */
export function readConnect(frame: StompFrame, limits: RealtimeLimits): ConnectRequest {
  const versions = headerValue(frame, 'accept-version')?.split(',') ?? [];
  if (!versions.includes('1.2')) return { ok: false, code: 'INVALID_INPUT', reason: 'STOMP 1.2 only' };
  const heartbeat = negotiateHeartbeat(headerValue(frame, 'heart-beat'), {
    sendMs: limits.heartbeatSendMs,
    receiveMs: limits.heartbeatExpectMs,
  });
  if (!heartbeat.ok) return { ok: false, code: 'INVALID_INPUT', reason: heartbeat.error };

  const authorization = headerIgnoringCase(frame, socketAuthorizationHeader);
  let token: string | undefined;
  if (authorization !== undefined) {
    token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    if (token === undefined)
      return { ok: false, code: 'UNAUTHORIZED', reason: 'Authorization is not a bearer token' };
  }
  const site = /^[1-9]\d{0,9}$/.exec(headerValue(frame, socketSiteHeader) ?? '');
  return {
    ok: true,
    token,
    guestSiteId: site === null ? null : Number(site[0]),
    heartbeat: {
      sendEveryMs: heartbeat.sendEveryMs,
      expectEveryMs: heartbeat.expectEveryMs,
      header: heartbeat.header,
    },
  };
}

export function identityOf(caller: Caller | null, guestSiteId: number | null): SessionIdentity {
  if (caller === null) return { kind: 'guest', siteId: guestSiteId };
  if (caller.kind === 'operator') {
    return { kind: 'operator', adminId: caller.adminId, siteId: caller.siteId, sessionId: caller.sessionId };
  }
  return {
    kind: 'member',
    memberId: caller.memberId,
    siteId: caller.siteId,
    username: caller.username,
    sessionId: caller.sessionId,
  };
}

export function connectedFrame(sessionId: string, heartbeatHeader: string): Uint8Array {
  return encodeFrame({
    command: 'CONNECTED',
    headers: [
      ['version', '1.2'],
      ['heart-beat', heartbeatHeader],
      ['session', sessionId],
      ['server', 'baro'],
    ],
    body: noBody,
  });
}

export function receiptFrame(receiptId: string): Uint8Array {
  return encodeFrame({ command: 'RECEIPT', headers: [['receipt-id', receiptId]], body: noBody });
}

export interface ErrorFrameInput {
  /** The `message` header: the catalogue code, or a short reason for protocol and load failures. */
  readonly message: string;
  /** What went wrong, for a developer; the body when there is no catalogued message to show. */
  readonly detail: string;
  /** A catalogued refusal: its code goes in a `code` header and its message, localised, in the body. */
  readonly code?: ErrorCode | undefined;
  readonly lang: MessageLanguage;
  /** The `receipt` of the frame that failed, as STOMP 1.2 asks the ERROR to repeat it. */
  readonly receipt?: string | undefined;
}

/** An ERROR frame: what a client shows in the 알림 alert (spec §8) is its body. */
export function errorFrame(input: ErrorFrameInput): Uint8Array {
  const headers: [string, string][] = [['message', input.message]];
  if (input.code !== undefined) headers.push(['code', input.code]);
  if (input.receipt !== undefined) headers.push(['receipt-id', input.receipt]);
  headers.push(['content-type', 'text/plain;charset=utf-8']);
  const entry = input.code === undefined ? undefined : errorCatalogue[input.code];
  const text = entry === undefined ? input.detail : input.lang === 'en' ? entry.en : entry.ko;
  const frameHeaders: StompHeaders = headers;
  return encodeFrame({ command: 'ERROR', headers: frameHeaders, body: textEncoder.encode(text) });
}
