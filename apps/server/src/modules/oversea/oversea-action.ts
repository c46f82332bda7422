import type { OverseaCommand, OverseaResult } from '@baro/domain';
import type { Clock } from '../../context.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { MarketService } from '../../market/market-service.ts';
import type { Bus, EventSink } from '../../realtime/bus.ts';
import { loadMemberBook } from './member-book.ts';
import type { MemberBook } from './member-book.ts';
import { lockOverseaAccounts } from './oversea-ledger.ts';
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
 * accounts locked, their state loaded into an engine of their own, the command decided by the
 * engine's rules, what it decided written (rows, then postings in one guarded statement) and the
 * pushes queued for after the commit. A refusal writes nothing. A losscut the action causes (or
 * finds due) is part of the same decision, so it commits with it, atomically.
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
  const member = await loadMemberBook(tx, { site, accounts, market: ctx.market, nowMs });
  const { book, memberKey } = member;
  // No decision on a held instrument without any price: its position could not be valued.
  for (const stock of member.heldStocks)
    if (book.lastTick(stock) === null) return reject('PRICE_UNAVAILABLE');
  if (action.pricedStock !== undefined && member.unpriced.has(action.pricedStock))
    return reject('PRICE_UNAVAILABLE');
  const positionsBefore = new Map(book.positions(memberKey).map((p) => [p.stock, Number(p.positionId)]));
  const ordersBefore = new Set(book.orders(memberKey).map((order) => order.orderId));
  const command = await action.command(tx, member);
  if (isRejection(command)) return command;
  const decision = book.decide(command);
  if (!decision.result.ok) {
    const code = decision.result.code;
    const stock = 'stock' in command && command.stock !== undefined ? command.stock : '';
    return code === 'OVERSEA_MARKET_CLOSED' ? reject(code, { params: { stock } }) : reject(code);
  }
  const { written, rejected } = await persistDecision(tx, {
    site,
    accounts,
    events: decision.events,
    positionsBefore,
    ordersBefore,
    nowMs,
    ref: action.ref,
    ...(action.request === undefined ? {} : { request: action.request }),
  });
  // The engine paid nothing the point did not have; the ledger saying otherwise is a bug: roll back.
  if (rejected !== null)
    throw new Error(`oversea: the ledger refused what the engine decided (${action.ref}).`);
  await queueOverseaPushes(tx, events, { site, accounts, member, written });
  return { result: decision.result, written, member, accounts };
}
