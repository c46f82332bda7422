import type { OverseaCommand, OverseaResult } from '@baro/domain';
import type { Clock } from '../../context.ts';
import { timedPhase } from '../../core/phase-times.ts';
import type { PhaseTimes } from '../../core/phase-times.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { Bus, EventSink } from '../../realtime/bus.ts';
import { loadBook } from './member-book.ts';
import type { LoadedBook, MemberBook } from './member-book.ts';
import { lockManyOverseaAccounts, lockOverseaAccounts } from './oversea-ledger.ts';
import type { OverseaAccounts } from './oversea-ledger.ts';
import { queueOverseaPushes } from './oversea-pushes.ts';
import type { OverseaSite } from './oversea-site.ts';
import { persistDecision } from './persist-decision.ts';
import type { Written } from './persist-decision.ts';

export interface OverseaContext {
  readonly db: Database;
  readonly bus: Bus;
  readonly clock: Clock;
  readonly market: MarketService;
}

export interface MemberAction {
  readonly site: OverseaSite;
  readonly memberId: number;
  /**
   * The command, built once the member's state is loaded (a placement takes its order id then, a
   * position's call finds the position among the member's own), or a refusal.
   */
  readonly command: (
    tx: Queryable,
    member: MemberBook,
  ) => Promise<OverseaCommand | Rejection> | OverseaCommand | Rejection;
  /** A stock the command needs a live price of (the one ordered): refused without one. */
  readonly pricedStock?: string;
  readonly request?: { readonly requestId: string; readonly hash: string };
  /** The postings' reference. */
  readonly ref: string;
}

export interface MemberOutcome {
  readonly result: Extract<OverseaResult, { ok: true }>;
  readonly written: readonly Written[];
  readonly member: MemberBook;
  readonly accounts: OverseaAccounts;
}

/**
 * One overseas action of one member inside the caller's transaction (DOMAIN.md §4): the member's
 * accounts locked, their state loaded into an engine, the command decided by the engine's rules,
 * what it decided written (rows, then postings in one guarded statement) and the pushes queued for
 * after the commit. A refusal writes nothing. A losscut the action causes (or finds due) is part of
 * the same decision, so it commits with it, atomically.
 */
export async function decideForMember(
  tx: Queryable,
  events: EventSink,
  ctx: Pick<OverseaContext, 'clock' | 'market'>,
  action: MemberAction,
): Promise<MemberOutcome | Rejection> {
  const { site, memberId } = action;
  const nowMs = ctx.clock.nowMs();
  const accounts = await lockOverseaAccounts(tx, { siteId: site.siteId, memberId, asset: site.asset });
  const loaded = await loadBook(tx, { site, accounts: [accounts], market: ctx.market, nowMs });
  const member: MemberBook = { book: loaded.book, memberKey: String(memberId) };
  const refusal = priceRefusal(loaded, action.pricedStock);
  if (refusal !== null) return refusal;
  const command = await action.command(tx, member);
  if (isRejection(command)) return command;
  const decision = loaded.book.decide(command);
  if (!decision.result.ok) {
    const code = decision.result.code;
    const stock = 'stock' in command && command.stock !== undefined ? command.stock : '';
    return code === 'OVERSEA_MARKET_CLOSED' ? reject(code, { params: { stock } }) : reject(code);
  }
  const written = await persist(tx, loaded, site, decision.events, nowMs, action.ref, action.request);
  await queueOverseaPushes(tx, events, { site, book: loaded.book, members: [accounts], written });
  return { result: decision.result, written, member, accounts };
}

/**
 * One site-wide command (a tick, a session end) decided for many members at once, inside the
 * caller's transaction: their accounts locked in one statement, their state loaded into one engine,
 * the command decided, and everything it decided written set-based (persist-decision.ts). The
 * members are those the caller's index says the command touches; members it does not touch are
 * loaded for nothing but never wrong, so the index may err on the side of checking. Answers the
 * rows written (empty when nothing was due).
 */
export async function decideForMembers(
  tx: Queryable,
  events: EventSink,
  ctx: Pick<OverseaContext, 'clock' | 'market'>,
  input: {
    site: OverseaSite;
    memberIds: readonly number[];
    command: OverseaCommand;
    ref: string;
    /** Time per step, when the caller measures (the benchmark). */
    phases?: PhaseTimes;
  },
): Promise<readonly Written[]> {
  const { site, phases } = input;
  const nowMs = ctx.clock.nowMs();
  const accounts = await timedPhase(phases, 'lock', () =>
    lockManyOverseaAccounts(tx, { siteId: site.siteId, memberIds: input.memberIds, asset: site.asset }),
  );
  if (accounts.length === 0) return [];
  let loaded = await timedPhase(phases, 'load', () =>
    loadBook(tx, { site, accounts, market: ctx.market, nowMs }),
  );
  // Nobody's position is valued without a price: a member holding a stock not priced since the
  // start waits for its first tick (rare: every feed prices every stock within seconds).
  const waiting = new Set(
    [...loaded.members.values()]
      .filter((member) =>
        [...member.positionsByStock.keys()].some((stock) => loaded.book.lastTick(stock) === null),
      )
      .map((member) => member.accounts.memberId),
  );
  if (waiting.size > 0) {
    const ready = accounts.filter((account) => !waiting.has(account.memberId));
    loaded = await loadBook(tx, { site, accounts: ready, market: ctx.market, nowMs });
  }
  const book = loaded.book;
  const decision = await timedPhase(phases, 'decide', () => book.decide(input.command));
  if (!decision.result.ok)
    throw new Error(`oversea: ${input.command.type} was refused: ${decision.result.code}.`);
  const members = loaded;
  const written = await timedPhase(phases, 'write', () =>
    persist(tx, members, site, decision.events, nowMs, input.ref, undefined),
  );
  if (written.length > 0)
    await timedPhase(phases, 'push', () =>
      queueOverseaPushes(tx, events, { site, book, members: accounts, written }),
    );
  return written;
}

function priceRefusal(loaded: LoadedBook, pricedStock: string | undefined): Rejection | null {
  // No decision on a held instrument without any price: its position could not be valued.
  for (const member of loaded.members.values())
    for (const stock of member.positionsByStock.keys())
      if (loaded.book.lastTick(stock) === null) return reject('PRICE_UNAVAILABLE');
  if (pricedStock !== undefined && loaded.unpriced.has(pricedStock)) return reject('PRICE_UNAVAILABLE');
  return null;
}

async function persist(
  tx: Queryable,
  loaded: LoadedBook,
  site: OverseaSite,
  events: Parameters<typeof persistDecision>[1]['events'],
  nowMs: number,
  ref: string,
  request: MemberAction['request'],
): Promise<Written[]> {
  const { written, rejected } = await persistDecision(tx, {
    site,
    members: loaded.members,
    events,
    nowMs,
    ref,
    ...(request === undefined ? {} : { request }),
  });
  // The engine paid nothing a point did not have; the ledger saying otherwise is a bug: roll back.
  if (rejected !== null) throw new Error(`oversea: the ledger refused what the engine decided (${ref}).`);
  return written;
}
