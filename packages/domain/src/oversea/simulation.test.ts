import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../rounds/simulation-support.ts';
import type { OverseaBookCore } from './book-core.ts';
import type { OverseaBookTerms, OverseaCommand, OverseaEvent } from './book-types.ts';
import { losscutReached } from './formulas.ts';
import { OverseaBook } from './oversea-book.ts';
import { ReferenceOverseaBook } from './reference-oversea-book.ts';
import {
  canonicalEvents,
  canonicalState,
  newStream,
  nextCommand,
  openingCommands,
  simulationTerms,
} from './simulation-support.ts';
import { sessionCoverage, STREAM_WINDOWS, type StreamWindow } from './simulation-windows.ts';

// Seeded simulations: random members trade four instruments (NQ, CL, 6E, HSI) through random walks
// with crashes and spikes, the sessions opened and closed by the calendar across a weekend and either
// the US switch to daylight saving or the Easter holidays (half the streams each; each stream checks
// the calendar's opens there), with operator halts. The indexed engine and the naive reference run the
// same stream and must agree after every step on the result, the events (in order), every member's
// point, equity, line, positions and orders, and the totals; money is conserved and nobody is left at
// or below the losscut line. fast-check prints the seed of a failing run.

const TERMS = simulationTerms();
const STOCKS = TERMS.instruments.map((instrument) => instrument.stock);

function checkInvariants(engine: OverseaBookCore, members: readonly string[]): void {
  const totals = engine.totals();
  const sum =
    totals.pointMinor +
    totals.orderMarginMinor +
    totals.positionMarginMinor +
    totals.houseMinor +
    totals.feesMinor +
    totals.insuranceMinor;
  expect(sum).toBe(totals.externalMinor);
  let point = 0n;
  let held = 0n;
  let margin = 0n;
  for (const id of members) {
    const member = engine.member(id);
    if (member === null) continue;
    expect(member.pointMinor >= 0n).toBe(true);
    point += member.pointMinor;
    for (const order of engine.orders(id)) held += order.heldMinor;
    const positions = engine.positions(id);
    for (const position of positions) margin += position.marginMinor;
    const account = engine.account(id);
    if (account === null) continue;
    // Nobody is left at or below the line after a step.
    expect(losscutReached(account.equityMinor, account.losscutMinor, positions.length), id).toBe(false);
  }
  expect(point).toBe(totals.pointMinor);
  expect(held).toBe(totals.orderMarginMinor);
  expect(margin).toBe(totals.positionMarginMinor);
  expect(totals.feesMinor >= 0n && totals.insuranceMinor <= 0n).toBe(true);
}

/** Every fill is at its instrument's last price and names that tick; a losscut names its cause. */
function checkFills(events: readonly OverseaEvent[], command: OverseaCommand, engine: OverseaBookCore): void {
  for (const event of events) {
    if (event.type !== 'ORDER_FILLED' && event.type !== 'POSITION_LIQUID') continue;
    const tick = engine.lastTick(event.fill.stock);
    expect(tick).not.toBeNull();
    if (tick === null) return;
    expect(event.fill.price).toBe(tick.price);
    expect(event.fill.tick).toEqual({ source: tick.source, atMs: tick.atMs, price: tick.price });
    if (event.type === 'POSITION_LIQUID') {
      // At the line, or a close whose loss the member's other holdings had to pay first.
      if (!event.shortfall) expect(event.equityMinor <= event.losscutMinor).toBe(true);
      if (command.type === 'TICK') expect(event.cause?.stock).toBe(command.tick.stock);
      else expect(event.cause).toBeNull();
    }
  }
}

interface Tally {
  fills: number;
  mitFills: number;
  tpsl: number;
  losscuts: number;
  multiLosscuts: number;
  crossLosscuts: number;
  /** Losscuts of single-instrument members on a tick of their instrument: the losscut index's. */
  indexedLosscuts: number;
  insurance: number;
  sessionCloses: number;
  overnightKept: number;
  refusals: number;
  /** The windows' session expectations the streams got far enough to check. */
  sessionsCovered: Set<string>;
}

function tallyOf(): Tally {
  return {
    fills: 0,
    mitFills: 0,
    tpsl: 0,
    losscuts: 0,
    multiLosscuts: 0,
    crossLosscuts: 0,
    indexedLosscuts: 0,
    insurance: 0,
    sessionCloses: 0,
    overnightKept: 0,
    refusals: 0,
    sessionsCovered: new Set(),
  };
}

function count(
  tally: Tally,
  command: OverseaCommand,
  events: readonly OverseaEvent[],
  after: OverseaBookCore,
): void {
  const liquidated = new Map<string, string[]>();
  for (const event of events) {
    if (event.type === 'ORDER_FILLED') {
      tally.fills += 1;
      if (event.fill.kind === 'STOPMARKET') tally.mitFills += 1;
      if (event.fill.kind === 'TAKEPROFIT' || event.fill.kind === 'STOPLOSS') tally.tpsl += 1;
      if (event.fill.kind === 'SESSION_END') tally.sessionCloses += 1;
    }
    if (event.type === 'POSITION_LIQUID') {
      tally.losscuts += 1;
      if (event.insuranceMinor > 0n) tally.insurance += 1;
      if (command.type === 'TICK' && event.fill.stock !== command.tick.stock) tally.crossLosscuts += 1;
      const stocks = liquidated.get(event.fill.memberId) ?? [];
      stocks.push(event.fill.stock);
      liquidated.set(event.fill.memberId, stocks);
    }
  }
  for (const stocks of liquidated.values()) {
    if (stocks.length > 1) tally.multiLosscuts += 1;
    else if (command.type === 'TICK' && stocks[0] === command.tick.stock) tally.indexedLosscuts += 1;
  }
  if (command.type === 'SESSION_END') {
    for (const id of after.memberIds()) {
      if (after.positions(id).some((position) => position.stock === command.stock)) tally.overnightKept += 1;
    }
  }
}

function simulate(
  seed: number,
  window: StreamWindow,
  steps: number,
  terms: OverseaBookTerms,
  tally: Tally,
): OverseaBook {
  const prng = createPrng(seed);
  const stream = newStream(prng, 6, terms, window);
  const engine = new OverseaBook(terms);
  const reference = new ReferenceOverseaBook(terms);
  const commands = openingCommands(prng, stream);
  for (let step = 0; step < steps; step += 1) {
    const command = commands.shift() ?? nextCommand(prng, stream, engine);
    const decided = engine.decide(command);
    const expected = reference.decide(command);
    const where = `seed ${seed} from ${window.name}, step ${step}, ${command.type}`;
    expect(decided.result, where).toEqual(expected.result);
    expect(canonicalEvents(decided.events), where).toEqual(canonicalEvents(expected.events));
    expect(canonicalState(engine, stream.members, STOCKS), where).toBe(
      canonicalState(reference, stream.members, STOCKS),
    );
    checkInvariants(engine, stream.members);
    checkFills(decided.events, command, engine);
    if (!decided.result.ok) tally.refusals += 1;
    count(tally, command, decided.events, engine);
  }
  // The sessions came from the calendar, holidays and daylight saving included, not weekly hours.
  const { covered, broken } = sessionCoverage(window, stream.opened, stream.atMs);
  expect(broken, `seed ${seed} from ${window.name}`).toEqual([]);
  for (const label of covered) tally.sessionsCovered.add(label);
  return engine;
}

/** A second engine rebuilt from what the server would persist of the first. */
function restoreFrom(source: OverseaBookCore, members: readonly string[]): OverseaBook {
  const restored = new OverseaBook(TERMS);
  const ok = (command: OverseaCommand): void => {
    expect(restored.decide(command)).toEqual({ result: { ok: true }, events: [] });
  };
  for (const memberId of members) {
    const member = source.member(memberId);
    if (member !== null) ok({ type: 'SYNC_MEMBER', memberId, pointMinor: member.pointMinor });
  }
  for (const stock of STOCKS) {
    const tick = source.lastTick(stock);
    if (tick !== null) ok({ type: 'RESTORE_TICK', tick, open: source.isOpen(stock), seq: source.sequence() });
  }
  for (const memberId of members) {
    for (const position of source.positions(memberId)) ok({ type: 'RESTORE_POSITION', position });
    for (const order of source.orders(memberId)) ok({ type: 'RESTORE_ORDER', order });
  }
  return restored;
}

/** What a restart must preserve: members, accounts, positions, orders, prices and sessions (not history). */
function observable(engine: OverseaBookCore, members: readonly string[]): unknown[] {
  return [
    members.map((id) => [engine.member(id), engine.account(id), engine.positions(id), engine.orders(id)]),
    STOCKS.map((stock) => [engine.lastTick(stock), engine.isOpen(stock)]),
  ];
}

describe('overseas simulation: indexed engine against the reference', () => {
  it('agrees on every step of random streams, conserves money and leaves nobody under the line', () => {
    const tally = tallyOf();
    for (const window of STREAM_WINDOWS) {
      fc.assert(
        fc.property(fc.noBias(fc.integer()), (seed) => {
          simulate(seed, window, 700, TERMS, tally);
        }),
        { numRuns: 12 / STREAM_WINDOWS.length },
      );
    }
    expect(tally.fills).toBeGreaterThan(0);
  }, 120_000);

  it('agrees on fixed streams that reach every kind of outcome', () => {
    // The coverage bounds are checked on fixed seeds, so that a run of random streams that happens to
    // fall short of one (the futures simulation's did) cannot fail a run where both engines agree.
    const tally = tallyOf();
    for (const window of STREAM_WINDOWS) {
      for (let stream = 1; stream <= 12 / STREAM_WINDOWS.length; stream += 1) {
        simulate(stream * 7_919, window, 700, TERMS, tally);
      }
    }
    // The streams exercise what they claim to. (These 12 saw 1,155 fills, 25 MIT fills, 292 TP/SL,
    // 61 losscuts of which 11 multi-instrument, 13 cross-instrument and 35 through the index, 21
    // insurance draws, 138 session closes, 23 overnight positions kept, 2,954 refusals, and the three
    // session expectations; six random runs of 12 had seen 1,126–1,322 fills, 21–38 MIT fills and so on.)
    expect(tally.fills).toBeGreaterThan(1_000);
    expect(tally.mitFills).toBeGreaterThan(10);
    expect(tally.tpsl).toBeGreaterThan(100);
    expect(tally.losscuts).toBeGreaterThan(10);
    expect(tally.multiLosscuts).toBeGreaterThan(2);
    expect(tally.crossLosscuts).toBeGreaterThan(2);
    expect(tally.indexedLosscuts).toBeGreaterThan(2);
    expect(tally.insurance).toBeGreaterThan(2);
    expect(tally.sessionCloses).toBeGreaterThan(50);
    expect(tally.overnightKept).toBeGreaterThan(10);
    expect(tally.refusals).toBeGreaterThan(500);
    const expected = STREAM_WINDOWS.flatMap((window) => window.expectations.map(({ label }) => label));
    expect([...tally.sessionsCovered].sort()).toEqual(expected.sort());
  }, 120_000);

  it.each(STREAM_WINDOWS)(
    'decides the same after a restart rebuilt from persisted state, from $name',
    (window) => {
      fc.assert(
        fc.property(fc.noBias(fc.integer()), (seed) => {
          const prng = createPrng(seed);
          const stream = newStream(prng, 6, TERMS, window);
          const engine = new OverseaBook(TERMS);
          const commands = openingCommands(prng, stream);
          for (let step = 0; step < 300; step += 1) {
            engine.decide(commands.shift() ?? nextCommand(prng, stream, engine));
          }
          const restored = restoreFrom(engine, stream.members);
          expect(observable(restored, stream.members)).toEqual(observable(engine, stream.members));
          for (let step = 0; step < 200; step += 1) {
            const command = nextCommand(prng, stream, engine);
            const decided = engine.decide(command);
            const again = restored.decide(command);
            const where = `seed ${seed}, step ${step} after the restart, ${command.type}`;
            expect(again.result, where).toEqual(decided.result);
            expect(canonicalEvents(again.events), where).toEqual(canonicalEvents(decided.events));
            expect(observable(restored, stream.members), where).toEqual(observable(engine, stream.members));
          }
        }),
        { numRuns: 6 / STREAM_WINDOWS.length },
      );
    },
    120_000,
  );
});
