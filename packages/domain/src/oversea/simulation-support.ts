import { OVERSEA_FUTURES } from '../market/instruments.ts';
import { OVERSEA_KRW_RATE_DEFAULTS } from '../market/oversea-futures-catalogue.ts';
import { parseUnits } from '../market/price-units.ts';
import { isOpen, nextOpen } from '../market/session-calendar.ts';
import type { Prng } from '../rounds/simulation-support.ts';
import type { OverseaBookCore } from './book-core.ts';
import type { OverseaBookTerms, OverseaCommand, OverseaEvent, OverseaSide } from './book-types.ts';
import { pnlKrwMinor } from './formulas.ts';
import type { StreamWindow } from './simulation-windows.ts';
import { DEFAULT_OVERSEA_SITE_TERMS, overseaTermsOf } from './terms.ts';

// Support for the overseas simulations (tests only): random members trading several instruments
// through random walks with crashes, sessions opened and closed by the real calendar over a weekend
// and either a US daylight-saving switch or the Easter holidays (`simulation-windows.ts`), operator
// halts (a typhoon, or a closure the calendar does not know), and a canonical form of events and
// state so two engines can be compared exactly.

const STOCKS = ['NQ', 'CL', '6E', 'HSI'] as const;

export function simulationTerms(): OverseaBookTerms {
  return {
    instruments: STOCKS.map((stock) => {
      const spec = OVERSEA_FUTURES.find((candidate) => candidate.stock === stock);
      if (spec === undefined) throw new Error(`no ${stock}`);
      return overseaTermsOf(spec, OVERSEA_KRW_RATE_DEFAULTS[spec.currency]);
    }),
    site: DEFAULT_OVERSEA_SITE_TERMS,
  };
}

interface SimulatedInstrument {
  readonly stock: string;
  readonly calendarId: string;
  readonly tickUnits: number;
  price: number;
  /** What the stream last told the engine: open or closed. */
  open: boolean;
  /** An operator halt keeps it closed until then, whatever the calendar says. */
  haltedUntilMs: number;
}

export interface StreamState {
  atMs: number;
  nextOrder: number;
  readonly members: readonly string[];
  readonly instruments: SimulatedInstrument[];
  /** Session changes due before the next random command. */
  readonly pending: OverseaCommand[];
  /** Every `SESSION_OPEN` sent, with the clock when it was. */
  readonly opened: { stock: string; atMs: number }[];
}

/**
 * A stream starting on a random hour of the window: within a few hundred steps it crosses the
 * window's weekend, its holidays or daylight-saving switch, and daily breaks.
 */
export function newStream(
  prng: Prng,
  memberCount: number,
  terms: OverseaBookTerms,
  window: StreamWindow,
): StreamState {
  const atMs = window.fromMs + prng.int(0, window.hours - 1) * 3_600_000;
  return {
    atMs,
    nextOrder: 1,
    members: Array.from({ length: memberCount }, (_, index) => `m${index}`),
    instruments: terms.instruments.map((instrument) => {
      const spec = OVERSEA_FUTURES.find((candidate) => candidate.stock === instrument.stock);
      if (spec === undefined) throw new Error(`no ${instrument.stock}`);
      const price = parseUnits(spec.referencePrice, spec.precision, 'exact');
      if (price === null) throw new Error(`bad price ${spec.referencePrice}`);
      return {
        stock: spec.stock,
        calendarId: spec.calendarId,
        tickUnits: instrument.tickUnits,
        price,
        open: true,
        haltedUntilMs: 0,
      };
    }),
    pending: [],
    opened: [],
  };
}

/** Loads every member with a point between 1 and 13 NQ margins, and a first price of each instrument. */
export function openingCommands(prng: Prng, stream: StreamState): OverseaCommand[] {
  const commands: OverseaCommand[] = stream.members.map((memberId) => ({
    type: 'SYNC_MEMBER',
    memberId,
    pointMinor: BigInt(prng.int(3, 40)) * 1_000_000n + BigInt(prng.int(0, 999_999)),
  }));
  for (const instrument of stream.instruments) {
    commands.push({
      type: 'TICK',
      tick: { stock: instrument.stock, source: 'simulated', atMs: stream.atMs, price: instrument.price },
    });
  }
  return commands;
}

/** Moves the clock; queues SESSION_END / SESSION_OPEN for every instrument whose calendar flipped. */
function advance(prng: Prng, stream: StreamState): void {
  if (stream.instruments.every((instrument) => !instrument.open)) {
    // Hours at a time while every market is shut (a weekend or holiday would otherwise take most of
    // the steps), stopping on the first calendar opening, so that one lands exactly on its instant.
    const opensMs = Math.min(
      ...stream.instruments.map(
        (instrument) => nextOpen(instrument.calendarId, stream.atMs) ?? Number.POSITIVE_INFINITY,
      ),
    );
    stream.atMs = Math.min(stream.atMs + prng.int(30, 240) * 60_000, opensMs);
  } else stream.atMs += prng.bool(0.04) ? prng.int(30, 240) * 60_000 : prng.int(1, 60) * 1_000;
  for (const instrument of stream.instruments) {
    const open = stream.atMs >= instrument.haltedUntilMs && isOpen(instrument.calendarId, stream.atMs);
    if (open === instrument.open) continue;
    instrument.open = open;
    stream.pending.push({ type: open ? 'SESSION_OPEN' : 'SESSION_END', stock: instrument.stock });
    if (open) stream.opened.push({ stock: instrument.stock, atMs: stream.atMs });
  }
}

function lotsOf(prng: Prng): number {
  if (prng.bool(0.04)) return prng.pick([0, -1, 1.5, 2 ** 53]);
  return prng.pick([1, 1, 1, 3, 5, 10]);
}

function ticksOf(prng: Prng): number | undefined {
  if (prng.bool(0.5)) return undefined;
  return prng.bool(0.03) ? prng.pick([0, -2, 2.5]) : prng.pick([1, 3, 10, 10, 40, 200]);
}

/**
 * The next command: session changes when the calendar flips; else mostly ticks of open instruments
 * (a walk of a few ticks, now and then a crash or spike of hundreds) and orders, sometimes cancels,
 * TP/SL edits, overnight requests, operator halts and point syncs, some invalid on purpose.
 */
export function nextCommand(prng: Prng, stream: StreamState, engine: OverseaBookCore): OverseaCommand {
  const queued = stream.pending.shift();
  if (queued !== undefined) return queued;
  advance(prng, stream);
  const again = stream.pending.shift();
  if (again !== undefined) return again;
  const memberId = prng.pick(stream.members);
  const instrument = prng.pick(stream.instruments);
  const stock = instrument.stock;
  const roll = prng.int(0, 99);
  const side: OverseaSide = prng.bool(0.5) ? 'LONG' : 'SHORT';
  if (roll < 4) {
    const edge = losscutEdge(prng, stream, engine);
    if (edge !== null) return edge;
  }
  if (roll < 36) {
    const open = stream.instruments.filter((candidate) => candidate.open);
    const moving = open.length === 0 ? instrument : prng.pick(open);
    const ticks = prng.bool(0.06) ? prng.int(-2_000, 2_000) : prng.int(-6, 6);
    const offGrid = prng.bool(0.05) ? prng.int(-1, 1) : 0;
    moving.price = Math.max(1, moving.price + ticks * moving.tickUnits + offGrid);
    return {
      type: 'TICK',
      tick: { stock: moving.stock, source: 'simulated', atMs: stream.atMs, price: moving.price },
    };
  }
  if (roll < 66) {
    const orderType = prng.pick(['MARKET', 'MARKET', 'LIMIT', 'LIMIT', 'STOPMARKET'] as const);
    const price = Math.max(1, instrument.price + prng.int(-30, 30) * instrument.tickUnits);
    const tpTick = ticksOf(prng);
    const slTick = ticksOf(prng);
    return {
      type: 'PLACE',
      memberId,
      orderId: `o${stream.nextOrder++}`,
      stock: prng.bool(0.01) ? 'ZZ' : stock,
      side,
      orderType,
      lots: lotsOf(prng),
      ...(orderType !== 'MARKET' || prng.bool(0.05) ? { price: prng.bool(0.02) ? 0 : price } : {}),
      ...(tpTick === undefined ? {} : { tpTick }),
      ...(slTick === undefined ? {} : { slTick }),
    };
  }
  const orders = engine.orders(memberId);
  if (roll < 74) {
    const orderId =
      prng.bool(0.1) || orders.length === 0 ? `o${prng.int(1, stream.nextOrder)}` : prng.pick(orders).orderId;
    return { type: 'CANCEL', memberId, orderId };
  }
  if (roll < 76) return { type: 'CANCEL_ALL', memberId, ...(prng.bool(0.5) ? { stock } : {}) };
  const held = engine.positions(memberId);
  const heldStock = held.length === 0 || prng.bool(0.1) ? stock : prng.pick(held).stock;
  if (roll < 84) {
    const ticks = (): number => (prng.bool(0.03) ? 0 : prng.pick([1, 2, 5, 10, 10, 30, 100]));
    const which = prng.int(0, 3);
    return {
      type: 'SET_TPSL',
      memberId,
      stock: heldStock,
      ...(which !== 1 ? { tpTick: ticks() } : {}),
      ...(which !== 2 ? { slTick: ticks() } : {}),
    };
  }
  if (roll < 87)
    return { type: 'DELETE_TPSL', memberId, stock: heldStock, kind: prng.bool(0.5) ? 'TP' : 'SL' };
  if (roll < 94) return { type: 'SET_OVERNIGHT', memberId, stock: heldStock, on: prng.bool(0.7) };
  if (roll < 95 && instrument.open) {
    // An operator halt (a typhoon, or a closure the calendar does not know), for ten minutes to two hours.
    instrument.open = false;
    instrument.haltedUntilMs = stream.atMs + prng.int(10, 120) * 60_000;
    return { type: 'SESSION_END', stock };
  }
  const point = engine.member(memberId)?.pointMinor ?? 0n;
  const change = BigInt(prng.int(-3, 10)) * 1_000_000n;
  return { type: 'SYNC_MEMBER', memberId, pointMinor: point + change < 0n ? 0n : point + change };
}

interface SingleHolding {
  readonly memberId: string;
  readonly instrument: SimulatedInstrument;
  readonly direction: 1 | -1;
  /** Equity at a price of the member's one instrument, everything else as it stands. */
  readonly equityAt: (price: number) => bigint;
  readonly losscutMinor: bigint;
  readonly pointMinor: bigint;
  readonly entryPrice: number;
  readonly last: number;
}

/** A random member whose positions are all on one open instrument, priced by the direct rule. */
function singleHolding(prng: Prng, stream: StreamState, engine: OverseaBookCore): SingleHolding | null {
  const memberId = prng.pick(stream.members);
  const positions = engine.positions(memberId);
  const account = engine.account(memberId);
  const member = engine.member(memberId);
  const position = positions[0];
  if (positions.length !== 1 || position === undefined || account === null || member === null) return null;
  const instrument = stream.instruments.find((candidate) => candidate.stock === position.stock);
  const terms = engine.terms.instruments.find((candidate) => candidate.stock === position.stock);
  const last = engine.lastTick(position.stock);
  if (instrument === undefined || terms === undefined || last === null || !instrument.open) return null;
  const direction = position.side === 'LONG' ? 1 : -1;
  const pnlAt = (price: number): bigint =>
    pnlKrwMinor(direction, position.lots, position.entryPrice, price, terms);
  const base = account.equityMinor - pnlAt(last.price);
  return {
    memberId,
    instrument,
    direction,
    equityAt: (price) => base + pnlAt(price),
    losscutMinor: account.losscutMinor,
    pointMinor: member.pointMinor,
    entryPrice: position.entryPrice,
    last: last.price,
  };
}

function tickAt(stream: StreamState, instrument: SimulatedInstrument, price: number): OverseaCommand {
  instrument.price = Math.max(1, price);
  return {
    type: 'TICK',
    tick: { stock: instrument.stock, source: 'simulated', atMs: stream.atMs, price: instrument.price },
  };
}

/**
 * Commands at the losscut's edge, where `losscutPrice`'s rounding must be exact, found from the
 * direct rule (equity at a price against the line), never from the engine's closed form. Either a
 * tick on the first price that cuts a single-instrument holder or one unit either side (a binary
 * search), or a point sync that puts their equity at a price a few ticks against them exactly on
 * the line or one won above it, that tick queued next.
 */
function losscutEdge(prng: Prng, stream: StreamState, engine: OverseaBookCore): OverseaCommand | null {
  const holding = singleHolding(prng, stream, engine);
  if (holding === null) return null;
  const { instrument, direction, equityAt, losscutMinor } = holding;
  const cut = (price: number): boolean => equityAt(price) <= losscutMinor;
  if (prng.bool(0.5)) {
    const price = holding.last - direction * prng.int(1, 20) * instrument.tickUnits;
    if (price < 1 || cut(holding.last)) return null;
    const point = holding.pointMinor + losscutMinor - equityAt(price) + BigInt(prng.int(0, 1));
    if (point < 0n) return null;
    stream.pending.push(tickAt(stream, instrument, price));
    return { type: 'SYNC_MEMBER', memberId: holding.memberId, pointMinor: point };
  }
  let low = 1;
  let high = holding.entryPrice * 4;
  if (cut(low) === cut(high)) return null;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (cut(middle) === cut(low)) low = middle;
    else high = middle;
  }
  return tickAt(stream, instrument, (direction === 1 ? low : high) + prng.int(-1, 1));
}

function json(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) => (typeof inner === 'bigint' ? `${inner}n` : inner));
}

/** Events in order, canonical: both engines must publish the same list. */
export function canonicalEvents(events: readonly OverseaEvent[]): string[] {
  return events.map(json);
}

/** Everything observable of an engine, canonical. */
export function canonicalState(
  engine: OverseaBookCore,
  members: readonly string[],
  stocks: readonly string[],
): string {
  return json({
    totals: engine.totals(),
    members: members.map((id) => [
      engine.member(id),
      engine.account(id),
      engine.positions(id),
      engine.orders(id),
    ]),
    instruments: stocks.map((stock) => [engine.lastTick(stock), engine.isOpen(stock)]),
  });
}
