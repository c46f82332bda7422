import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPrng } from '../rounds/simulation-support.ts';
import type { FuturesBookCore } from './book-core.ts';
import { FuturesBook } from './futures-book.ts';
import { ReferenceFuturesBook } from './reference-futures-book.ts';
import {
  canonicalEvents,
  canonicalState,
  loadMembers,
  newStream,
  nextCommand,
} from './simulation-support.ts';
import { futuresTerms } from './terms.ts';
import type { FuturesAccount, FuturesCommand, FuturesEvent, FuturesTerms, FuturesTotals } from './types.ts';

// Seeded simulations: random members trade one option through a random walk of prices with
// crashes and spikes. The indexed engine and the naive reference run the same stream and must
// agree after every step on the result, the events (as a multiset), every member, position and
// order, and the totals; the money invariants are checked after every step. fast-check prints the
// seed of a failing run; `{ seed, path }` from its report replays it.

/** Money neither appears nor vanishes, and no member account goes below zero. */
function checkInvariants(engine: FuturesBookCore, members: readonly string[]): void {
  const totals = engine.totals();
  const sum =
    totals.availableMinor +
    totals.orderMarginMinor +
    totals.positionMarginMinor +
    totals.houseMinor +
    totals.feesMinor +
    totals.liquidationFeesMinor +
    totals.insuranceMinor;
  expect(sum).toBe(totals.externalMinor);
  let available = 0n;
  let held = 0n;
  let margin = 0n;
  for (const id of members) {
    const member = engine.member(id);
    if (member === null) continue;
    expect(member.availableMinor >= 0n).toBe(true);
    available += member.availableMinor;
    for (const order of engine.orders(id)) {
      expect(order.heldMinor > 0n).toBe(true);
      held += order.heldMinor;
    }
    const position = engine.position(id);
    if (position !== null) {
      expect(position.marginMinor >= 0n).toBe(true);
      expect(position.qtyMinor > 0n).toBe(true);
      margin += position.marginMinor;
    }
  }
  expect(available).toBe(totals.availableMinor);
  expect(held).toBe(totals.orderMarginMinor);
  expect(margin).toBe(totals.positionMarginMinor);
  expect(totals.feesMinor >= 0n && totals.liquidationFeesMinor >= 0n && totals.insuranceMinor <= 0n).toBe(
    true,
  );
}

/** The total each account of a movement counts in (`FuturesTotals`). */
const totalOf: Record<FuturesAccount, keyof FuturesTotals> = {
  AVAILABLE: 'availableMinor',
  ORDER_MARGIN: 'orderMarginMinor',
  POSITION_MARGIN: 'positionMarginMinor',
  HOUSE: 'houseMinor',
  FEES: 'feesMinor',
  LIQUIDATION_FEES: 'liquidationFeesMinor',
  INSURANCE: 'insuranceMinor',
};

/**
 * The MONEY events of a step are what moved, and all that moved: every account total (and every
 * member's available balance) changed by exactly the net of the step's movements into and out of it,
 * plus, for available balances, what came in from outside (SYNC_MEMBER). The server posts each
 * movement as a ledger transfer, so an event the state does not show, or a change no event shows,
 * would leave the ledger and the engine apart.
 */
function checkMovements(
  before: { totals: FuturesTotals; available: Map<string, bigint> },
  engine: FuturesBookCore,
  events: readonly FuturesEvent[],
  where: string,
): void {
  const net = new Map<keyof FuturesTotals, bigint>();
  const netOfMember = new Map<string, bigint>();
  const move = (account: FuturesAccount, memberId: string, amount: bigint) => {
    net.set(totalOf[account], (net.get(totalOf[account]) ?? 0n) + amount);
    if (account === 'AVAILABLE') netOfMember.set(memberId, (netOfMember.get(memberId) ?? 0n) + amount);
  };
  for (const event of events) {
    if (event.type !== 'MONEY') continue;
    const { from, to, memberId, amountMinor } = event.movement;
    expect(amountMinor > 0n, where).toBe(true);
    move(from, memberId, -amountMinor);
    move(to, memberId, amountMinor);
  }
  const after = engine.totals();
  const external = after.externalMinor - before.totals.externalMinor;
  for (const key of Object.values(totalOf)) {
    const outside = key === 'availableMinor' ? external : 0n;
    expect(after[key] - before.totals[key], `${where}: ${key}`).toBe((net.get(key) ?? 0n) + outside);
  }
  for (const [memberId, was] of before.available) {
    const now = engine.member(memberId)?.availableMinor ?? 0n;
    // Money from outside reaches one member's balance, the one the SYNC_MEMBER names.
    const outside = now - was - (netOfMember.get(memberId) ?? 0n);
    if (outside !== 0n) expect(outside, `${where}: ${memberId}`).toBe(external);
  }
}

/** Every fill and liquidation names the tick that decided it, at the feed's price. */
function checkFills(events: readonly FuturesEvent[], command: FuturesCommand, engine: FuturesBookCore): void {
  const tick = engine.lastTick();
  for (const event of events) {
    if (event.type !== 'ORDER_FILLED' && event.type !== 'POSITION_LIQUID') continue;
    expect(tick).not.toBeNull();
    if (tick === null) return;
    const expected = event.type === 'POSITION_LIQUID' ? tick.markPrice : tick.lastPrice;
    expect(event.fill.price).toBe(expected);
    expect(event.fill.tick).toEqual({ source: tick.source, atMs: tick.atMs, price: expected });
    if (
      command.type === 'PLACE' &&
      command.orderType === 'LIMIT' &&
      event.fill.orderId === command.orderId &&
      command.price !== undefined
    ) {
      // A LIMIT fills at the last price, which is its limit or better (a MARKET's stray price is ignored).
      if (command.side === 'LONG') expect(event.fill.price <= command.price).toBe(true);
      else expect(event.fill.price >= command.price).toBe(true);
    }
  }
}

interface Tally {
  fills: number;
  liquidations: number;
  insurance: number;
  warnings: number;
  refusals: number;
}

function simulate(seed: number, steps: number, terms: FuturesTerms, tally: Tally): void {
  const prng = createPrng(seed);
  const stream = newStream(prng, 6);
  const engine = new FuturesBook(terms);
  const reference = new ReferenceFuturesBook(terms);
  const commands: FuturesCommand[] = loadMembers(prng, stream, terms);
  for (let step = 0; step < steps; step += 1) {
    const command = commands.shift() ?? nextCommand(prng, stream, engine, terms);
    const before = {
      totals: engine.totals(),
      available: new Map(stream.members.map((id) => [id, engine.member(id)?.availableMinor ?? 0n])),
    };
    const decided = engine.decide(command);
    const expected = reference.decide(command);
    const where = `seed ${seed}, step ${step}, ${command.type}`;
    expect(decided.result, where).toEqual(expected.result);
    expect(canonicalEvents(decided.events), where).toEqual(canonicalEvents(expected.events));
    expect(canonicalState(engine, stream.members), where).toBe(canonicalState(reference, stream.members));
    checkInvariants(engine, stream.members);
    checkMovements(before, engine, decided.events, where);
    checkFills(decided.events, command, engine);
    if (!decided.result.ok) tally.refusals += 1;
    for (const event of decided.events) {
      if (event.type === 'ORDER_FILLED') tally.fills += 1;
      if (event.type === 'POSITION_LIQUID') {
        tally.liquidations += 1;
        if (event.insuranceMinor > 0n) tally.insurance += 1;
      }
      if (event.type === 'POSITION_WARN') tally.warnings += 1;
    }
  }
}

/** A second engine rebuilt from what the server would persist of the first: members, positions, orders, tick. */
function restoreFrom(source: FuturesBookCore, members: readonly string[], terms: FuturesTerms): FuturesBook {
  const restored = new FuturesBook(terms);
  const ok = (command: FuturesCommand): void => {
    expect(restored.decide(command)).toEqual({ result: { ok: true }, events: [] });
  };
  for (const memberId of members) {
    const member = source.member(memberId);
    if (member === null) continue;
    ok({
      type: 'SYNC_MEMBER',
      memberId,
      availableMinor: member.availableMinor,
      leverage: member.leverage,
      marginType: member.marginType,
      fundingPaidMinor: member.fundingPaidMinor,
    });
  }
  const tick = source.lastTick();
  if (tick !== null) ok({ type: 'RESTORE_TICK', tick, seq: source.sequence() });
  for (const memberId of members) {
    const position = source.position(memberId);
    if (position !== null) ok({ type: 'RESTORE_POSITION', position });
    for (const order of source.orders(memberId)) ok({ type: 'RESTORE_ORDER', order });
  }
  return restored;
}

function observable(engine: FuturesBookCore, members: readonly string[]): unknown[] {
  return members.map((id) => [engine.member(id), engine.position(id), engine.orders(id)]);
}

describe('futures simulation: indexed engine against the reference', () => {
  it('agrees on every step of random streams, and conserves money', () => {
    const tally: Tally = { fills: 0, liquidations: 0, insurance: 0, warnings: 0, refusals: 0 };
    // Unbiased seeds: fast-check's default bias repeats small and edge integers (0, −1, …).
    fc.assert(
      fc.property(fc.noBias(fc.integer()), (seed) => {
        simulate(seed, 500, futuresTerms('BTC'), tally);
      }),
      { numRuns: 16 },
    );
    expect(tally.fills).toBeGreaterThan(0);
  }, 180_000);

  it('agrees on fixed streams that reach every kind of outcome', () => {
    // The coverage bounds are checked on fixed seeds: on random ones a stream has no margin warning
    // about half the time (0.9 a stream on average over 320 seeds), so 16 random streams now and then
    // fell short of the bound, failing a run where both engines agreed.
    const tally: Tally = { fills: 0, liquidations: 0, insurance: 0, warnings: 0, refusals: 0 };
    for (let stream = 1; stream <= 16; stream += 1) simulate(stream * 7_919, 500, futuresTerms('BTC'), tally);
    // The streams exercise what they claim to: fills, liquidations (some beyond the collateral),
    // warnings and refusals.
    expect(tally.fills).toBeGreaterThan(1_000);
    expect(tally.liquidations).toBeGreaterThan(10);
    expect(tally.insurance).toBeGreaterThan(0);
    expect(tally.warnings).toBeGreaterThan(5);
    expect(tally.refusals).toBeGreaterThan(100);
  }, 180_000);

  it('agrees with a small tier table and coarse steps, where brackets and caps bind', () => {
    const USDT = 100_000_000n;
    const terms = futuresTerms('SMALL', {
      tiers: [
        {
          maxNotionalMinor: 5_000n * USDT,
          maintenanceRateBps: 100n,
          maxLeverage: 50,
          maintenanceAmountMinor: 0n,
        },
        {
          maxNotionalMinor: 50_000n * USDT,
          maintenanceRateBps: 500n,
          maxLeverage: 10,
          maintenanceAmountMinor: 200n * USDT,
        },
        {
          maxNotionalMinor: 500_000n * USDT,
          maintenanceRateBps: 1_000n,
          maxLeverage: 3,
          maintenanceAmountMinor: 2_700n * USDT,
        },
      ],
      takerFeeBps: 7n,
      liquidationFeeBps: 100n,
    });
    const tally: Tally = { fills: 0, liquidations: 0, insurance: 0, warnings: 0, refusals: 0 };
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        simulate(seed, 400, terms, tally);
      }),
      { numRuns: 10 },
    );
    expect(tally.fills).toBeGreaterThan(200);
  }, 180_000);

  it('decides the same after a restart rebuilt from persisted members, positions and orders', () => {
    const terms = futuresTerms('BTC');
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const prng = createPrng(seed);
        const stream = newStream(prng, 6);
        const engine = new FuturesBook(terms);
        const commands: FuturesCommand[] = loadMembers(prng, stream, terms);
        for (let step = 0; step < 300; step += 1) {
          engine.decide(commands.shift() ?? nextCommand(prng, stream, engine, terms));
        }
        const restored = restoreFrom(engine, stream.members, terms);
        expect(observable(restored, stream.members)).toEqual(observable(engine, stream.members));
        for (let step = 0; step < 200; step += 1) {
          const command = nextCommand(prng, stream, engine, terms);
          const decided = engine.decide(command);
          const again = restored.decide(command);
          const where = `seed ${seed}, step ${step} after the restart, ${command.type}`;
          expect(again.result, where).toEqual(decided.result);
          expect(canonicalEvents(again.events), where).toEqual(canonicalEvents(decided.events));
          expect(observable(restored, stream.members), where).toEqual(observable(engine, stream.members));
        }
      }),
      { numRuns: 10 },
    );
  }, 180_000);
});
