import { useState } from 'react';

// Every money call carries a `requestId` (ARCHITECTURE.md §3): the server answers a repeated id with
// the first answer, so a retry after a lost answer never moves money twice. One member action is one
// id: pressing the button again for the same amount after a network failure reuses it, while a new
// action (another amount, or the same amount once the first went through) gets a fresh one.

/** 32 random hex digits; `crypto.getRandomValues` works on plain-http hosts, unlike `randomUUID`. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How a call that carried the id ended. */
export type RequestOutcome = 'done' | 'refused' | 'unknown';

/** The request id of each action of one form. */
export interface RequestIds {
  /** The id for an action described by `key` (its body, as text). */
  idFor(key: string): string;
  /**
   * Reports how the call with `key` ended. Only an unknown outcome (no answer, a server failure)
   * keeps the id for a retry; an answer, accepted or refused, ends the action.
   */
  settle(key: string, outcome: RequestOutcome): void;
}

export function createRequestIds(makeId: () => string = newRequestId): RequestIds {
  let pending: { key: string; id: string } | null = null;
  return {
    idFor(key) {
      if (pending?.key !== key) pending = { key, id: makeId() };
      return pending.id;
    },
    settle(key, outcome) {
      if (pending?.key === key && outcome !== 'unknown') pending = null;
    },
  };
}

/** Whether a failed call's outcome is unknown: no answer came, or the server itself failed. */
export function outcomeOf(result: { ok: true } | { ok: false; status: number }): RequestOutcome {
  if (result.ok) return 'done';
  return result.status === 0 || result.status >= 500 ? 'unknown' : 'refused';
}

/** The request ids of one form, kept across renders. */
export function useRequestIds(): RequestIds {
  const [ids] = useState(() => createRequestIds());
  return ids;
}

/**
 * Makes one money call for an action whose body (without its id) is `body`: the id comes from `ids`,
 * and the outcome is reported back, so a retry of the same action reuses the id.
 */
export async function callWithRequestId<T extends { ok: true } | { ok: false; status: number }>(
  ids: RequestIds,
  body: object,
  call: (requestId: string) => Promise<T>,
): Promise<T> {
  const key = JSON.stringify(body);
  const result = await call(ids.idFor(key));
  ids.settle(key, outcomeOf(result));
  return result;
}
