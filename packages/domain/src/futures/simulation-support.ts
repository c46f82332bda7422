import type { Prng } from '../rounds/simulation-support.ts';
import type { FuturesBookCore } from './book-core.ts';
import type { FuturesCommand, FuturesEvent, FuturesSide, FuturesTerms } from './types.ts';

// Support for the futures simulations (tests only): a random command stream over a random walk of
// prices, and a canonical form of events and state so two engines can be compared exactly.

const USDT = 100_000_000n;

/** The state of a simulated market: prices, known order ids, the next id. */
export interface StreamState {
  last: number;
  mark: number;
  atMs: number;
  nextOrder: number;
  readonly members: readonly string[];
}

export function newStream(prng: Prng, memberCount: number): StreamState {
  const last = prng.int(2_000_000, 8_000_000);
  return {
    last,
    mark: last,
    atMs: Date.UTC(2026, 10, 26, 0, 0),
    nextOrder: 1,
    members: Array.from({ length: memberCount }, (_, index) => `m${index}`),
  };
}

/** Commands that load every member with a random balance, leverage and margin type. */
export function loadMembers(prng: Prng, stream: StreamState, terms: FuturesTerms): FuturesCommand[] {
  return stream.members.map((memberId) => ({
    type: 'SYNC_MEMBER',
    memberId,
    availableMinor: BigInt(prng.int(50, 50_000)) * USDT + BigInt(prng.int(0, 99_999_999)),
    leverage: prng.pick([1, 2, 5, 10, 20, 50, 100, terms.maxLeverage].filter((x) => x <= terms.maxLeverage)),
    marginType: prng.pick(['ISOLATED', 'CROSS'] as const),
  }));
}

function near(prng: Prng, price: number, spreadBps: number): number {
  const offset = Math.round((price * prng.int(-spreadBps, spreadBps)) / 10_000);
  return Math.max(1, price + offset);
}

/**
 * The next command: mostly ticks and orders, sometimes cancels, amends, TP/SL, leverage and margin
 * changes, funding and balance syncs; sometimes invalid on purpose (a foreign order, a bad price).
 */
export function nextCommand(
  prng: Prng,
  stream: StreamState,
  engine: FuturesBookCore,
  terms: FuturesTerms,
): FuturesCommand {
  const memberId = prng.pick(stream.members);
  const roll = prng.int(0, 99);
  const side: FuturesSide = prng.bool(0.5) ? 'LONG' : 'SHORT';
  if (roll < 30) {
    // A walk of up to ±1.5 % a tick, with now and then a crash or a spike of up to 30 %.
    const shock = prng.bool(0.03) ? prng.int(-3_000, 3_000) : prng.int(-150, 150);
    stream.last = Math.max(100, stream.last + Math.round((stream.last * shock) / 10_000));
    stream.mark = prng.bool(0.2) ? stream.mark : near(prng, stream.last, 40);
    stream.atMs += prng.int(100, 5_000);
    return {
      type: 'TICK',
      tick: { source: 'simulated', atMs: stream.atMs, lastPrice: stream.last, markPrice: stream.mark },
    };
  }
  if (roll < 62) {
    const orderType = prng.pick(['MARKET', 'MARKET', 'LIMIT', 'LIMIT', 'STOPMARKET', 'STOPLIMIT'] as const);
    const qtyMinor = prng.bool(0.03)
      ? BigInt(prng.int(1, 99_999))
      : BigInt(prng.int(1, prng.pick([100, 5_000, 200_000]))) * terms.qtyStepMinor * 100n;
    const price = near(prng, stream.last, 300);
    const stopPrice = near(prng, stream.last, 300);
    const orderId = stream.nextOrder++;
    return {
      type: 'PLACE',
      memberId,
      orderId,
      side,
      orderType,
      qtyMinor,
      ...(orderType === 'LIMIT' || orderType === 'STOPLIMIT' || prng.bool(0.02) ? { price } : {}),
      ...(orderType === 'STOPMARKET' || orderType === 'STOPLIMIT' ? { stopPrice } : {}),
    };
  }
  const orders = engine.orders(memberId);
  if (roll < 72) {
    const foreign = prng.bool(0.1);
    const orderId =
      foreign || orders.length === 0 ? prng.int(1, stream.nextOrder) : prng.pick(orders).orderId;
    return { type: 'CANCEL', memberId, orderId };
  }
  if (roll < 76) return { type: 'CANCEL_ALL', memberId };
  if (roll < 82) {
    const order = orders.length === 0 ? null : prng.pick(orders);
    const orderId = order?.orderId ?? prng.int(1, stream.nextOrder);
    const amendStop = order !== null && order.stopPrice !== null && !order.triggered && prng.bool(0.5);
    return amendStop
      ? { type: 'AMEND', memberId, orderId, stopPrice: near(prng, stream.last, 300) }
      : { type: 'AMEND', memberId, orderId, price: near(prng, stream.last, 300) };
  }
  if (roll < 88) {
    const setting = (): { price: number; basis: 'LAST' | 'MARK' } | null =>
      prng.bool(0.2)
        ? null
        : { price: near(prng, stream.last, 500), basis: prng.bool(0.5) ? 'MARK' : 'LAST' };
    return { type: 'SET_TPSL', memberId, takeProfit: setting(), stopLoss: setting() };
  }
  if (roll < 91) return { type: 'SET_LEVERAGE', memberId, leverage: prng.int(0, terms.maxLeverage + 1) };
  if (roll < 93)
    return { type: 'SET_MARGIN_TYPE', memberId, marginType: prng.bool(0.5) ? 'CROSS' : 'ISOLATED' };
  if (roll < 96) {
    return {
      type: 'ADJUST_MARGIN',
      memberId,
      direction: prng.bool(0.5) ? 'ADD' : 'REMOVE',
      amountMinor: BigInt(prng.int(0, 2_000)) * USDT,
    };
  }
  if (roll < 98) return { type: 'FUNDING', atMs: stream.atMs, ratePpm: BigInt(prng.int(-1_000, 1_000)) };
  const available = engine.member(memberId)?.availableMinor ?? 0n;
  return { type: 'SYNC_MEMBER', memberId, availableMinor: available + BigInt(prng.int(-100, 1_000)) * USDT };
}

function json(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) => (typeof inner === 'bigint' ? `${inner}n` : inner));
}

/** Events as a sorted list of canonical strings: the same multiset, whatever the order. */
export function canonicalEvents(events: readonly FuturesEvent[]): string[] {
  return events.map(json).sort();
}

/** Everything observable of an engine, canonical. */
export function canonicalState(engine: FuturesBookCore, members: readonly string[]): string {
  return json({
    totals: engine.totals(),
    members: members.map((id) => [engine.member(id), engine.position(id), engine.orders(id)]),
  });
}
