import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLedgerCommand } from '../ledger/commands.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { createLedgerState, ledgerBalance } from '../ledger/state.ts';
import type { LedgerCommand, LedgerState } from '../ledger/types.ts';
import { ReferenceRoundBook } from './reference-round-book.ts';
import { RoundBook } from './round-book.ts';
import type { RoundSettlement, RoundTerms } from './types.ts';
import { lastTickAtOrBefore, SimulatedTape } from './simulation-support.ts';
import type { Prng } from './simulation-support.ts';
import { createPrng } from './simulation-support.ts';

// Seeded simulations (STYLE.md, TigerBeetle's VOPR spirit): many members bet over many rounds while a
// random feed ticks, repeats prices and falls silent. Both engines run side by side and must agree on
// every decision and settlement; the reference ledger carries the money (reserve at bet time, post or
// void at settlement) and its invariants are checked after every settlement. fast-check prints the
// seed of a failing run, and `{ seed, path }` from its report replays it.

const HOUSE = 'house';
const CLEARING = 'clearing';
const memberCount = 40;
const tickGraceMs = 1_000;

interface Run {
  readonly terms: RoundTerms;
  ledger: LedgerState;
  readonly holds: Map<string, string[]>;
  readonly acceptedAt: { openAtMs: number; atMs: number }[];
  readonly settledBets: Map<string, number>;
  staked: bigint;
  paid: bigint;
  houseResult: bigint;
  nextHold: number;
}

function apply(run: Run, command: LedgerCommand): void {
  const result = applyLedgerCommand(run.ledger, command);
  if (!result.ok) throw new Error(`ledger refused ${command.kind}: ${result.code}`);
  run.ledger = result.state;
}

function newRun(prng: Prng): Run {
  const terms: RoundTerms = {
    roundMs: prng.pick([30_000, 60_000, 120_000]),
    payoutBps: BigInt(prng.pick([19_500, 18_000, 19_999])),
    minStakeMinor: 1_000n,
    maxStakeMinor: 200_000n,
    betCutoffMs: 3_000,
    feedGapMs: 5_000,
  };
  const specs = [
    { id: HOUSE, asset: 'KRW', member: false },
    { id: CLEARING, asset: 'KRW', member: false },
  ];
  for (let m = 0; m < memberCount; m += 1) {
    specs.push({ id: `m${m}`, asset: 'KRW', member: true });
    specs.push({ id: `m${m}:bets`, asset: 'KRW', member: true, reservationFor: `m${m}` } as never);
  }
  const run: Run = {
    terms,
    ledger: createLedgerState(specs),
    holds: new Map(),
    acceptedAt: [],
    settledBets: new Map(),
    staked: 0n,
    paid: 0n,
    houseResult: 0n,
    nextHold: 0,
  };
  for (let m = 0; m < memberCount; m += 1) {
    // Some members are poor, so balance refusals happen as often as the limits.
    const amount = BigInt(prng.pick([3_000, 50_000, 1_000_000, 20_000_000]));
    apply(run, { kind: 'transfer', debitAccountId: CLEARING, creditAccountId: `m${m}`, amountMinor: amount });
  }
  return run;
}

function randomStake(prng: Prng): bigint {
  const kind = prng.int(0, 9);
  if (kind === 0) return BigInt(prng.int(1, 999));
  if (kind === 1) return BigInt(prng.int(200_001, 400_000));
  return BigInt(prng.int(1_000, 120_000));
}

/** Posts or voids every hold of a settled round, as docs/ledger-flows.md "Timed-round bet" says. */
function book(run: Run, settlement: RoundSettlement): void {
  for (const bet of settlement.bets) {
    const key = `${settlement.openAtMs}:${bet.memberId}`;
    run.settledBets.set(key, (run.settledBets.get(key) ?? 0) + 1);
    for (const holdId of run.holds.get(key) ?? []) {
      if (bet.status === 3) apply(run, { kind: 'void', holdId });
      else {
        const held = run.ledger.holds.get(holdId)?.amountMinor ?? 0n;
        apply(run, { kind: 'post', holdId, destinationAccountId: HOUSE, amountMinor: held });
      }
    }
    if (bet.status === 1) {
      apply(run, {
        kind: 'transfer',
        debitAccountId: HOUSE,
        creditAccountId: bet.memberId,
        amountMinor: bet.paidMinor,
      });
    }
  }
  run.staked += settlement.stakedMinor;
  run.paid += settlement.paidMinor;
  run.houseResult += settlement.houseResultMinor;
  expect(checkLedgerInvariants(run.ledger)).toEqual([]);
}

function simulate(seed: number, roundsMax: number): Run {
  const prng = createPrng(seed);
  const run = newRun(prng);
  const { terms } = run;
  const fast = new RoundBook(terms);
  const reference = new ReferenceRoundBook(terms);
  const start = Date.UTC(2026, 10, 25) + prng.int(0, 10) * terms.roundMs + prng.int(0, terms.roundMs - 1);
  const tape = new SimulatedTape(prng, start - 60_000);
  const window = { aheadMs: 0, catchUpMs: 10 * terms.roundMs };
  const open: number[] = [];
  const end = start + roundsMax * terms.roundMs;
  for (let now = start; now < end + 3 * terms.roundMs; now = nextInstant(prng, terms, now, open.at(-1))) {
    tape.advanceTo(now);
    if (now < end) {
      const opens = fast.openDue(now, window).map((round) => round.openAtMs);
      expect(reference.openDue(now, window).map((round) => round.openAtMs)).toEqual(opens);
      open.push(...opens);
    }
    for (const openAtMs of [...open]) {
      const lockAt = openAtMs + terms.roundMs;
      const closeAt = lockAt + terms.roundMs;
      if (fast.phaseOf(openAtMs) === 'OPEN' && now >= lockAt + tickGraceMs) {
        const tick = lastTickAtOrBefore(tape.ticks, lockAt);
        fast.lock(openAtMs, tick, now);
        reference.lock(openAtMs, tick, now);
      }
      if (fast.phaseOf(openAtMs) === 'LOCKED' && now >= closeAt + tickGraceMs) {
        const tick = lastTickAtOrBefore(tape.ticks, closeAt);
        const settlement = fast.settle(openAtMs, tick, now);
        expect(reference.settle(openAtMs, tick, now)).toEqual(settlement);
        book(run, settlement);
        open.splice(open.indexOf(openAtMs), 1);
      }
    }
    placeBets(run, prng, fast, reference, open, now);
  }
  expect(open).toEqual([]);
  return run;
}

/**
 * The next instant of the run: a random step, but often exactly an edge of the betting round (a
 * millisecond before its cut-off, the cut-off, its lock), where an off-by-one in either engine shows.
 */
function nextInstant(prng: Prng, terms: RoundTerms, now: number, bettingOpenAt: number | undefined): number {
  const step = now + prng.int(100, 2_500);
  if (bettingOpenAt === undefined || !prng.bool(0.5)) return step;
  const lockAt = bettingOpenAt + terms.roundMs;
  const edges = [lockAt - terms.betCutoffMs - 1, lockAt - terms.betCutoffMs, lockAt, lockAt + 1];
  return edges.find((edge) => edge > now && edge <= step) ?? step;
}

function placeBets(
  run: Run,
  prng: Prng,
  fast: RoundBook,
  reference: ReferenceRoundBook,
  open: readonly number[],
  now: number,
): void {
  const attempts = prng.int(0, 6);
  for (let a = 0; a < attempts && open.length > 0; a += 1) {
    const memberId = `m${prng.int(0, memberCount - 1)}`;
    // Mostly the round taking bets; sometimes the live one or one that does not exist.
    const openAtMs = prng.bool(0.85) ? (open.at(-1) as number) : prng.pick([...open, now + 7]);
    const command = {
      memberId,
      openAtMs,
      side: prng.pick(['B', 'S'] as const),
      stakeMinor: randomStake(prng),
      availableMinor: ledgerBalance(run.ledger, memberId),
      nowMs: now,
    };
    const decision = fast.placeBet(command);
    expect(reference.placeBet(command)).toEqual(decision);
    if (!decision.ok) continue;
    run.acceptedAt.push({ openAtMs, atMs: now });
    const holdId = `h${(run.nextHold += 1)}`;
    apply(run, {
      kind: 'reserve',
      holdId,
      reservationAccountId: `${memberId}:bets`,
      amountMinor: command.stakeMinor,
    });
    const key = `${openAtMs}:${memberId}`;
    run.holds.set(key, [...(run.holds.get(key) ?? []), holdId]);
  }
}

describe('seeded round simulations', () => {
  it('keeps the money whole, takes no bet after its cut-off and settles every bet exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const run = simulate(seed, 40);
        // Stakes in = payouts + house result, and the house account holds exactly that result.
        expect(run.staked).toBe(run.paid + run.houseResult);
        expect(ledgerBalance(run.ledger, HOUSE)).toBe(run.houseResult);
        for (const { openAtMs, atMs } of run.acceptedAt) {
          expect(atMs).toBeLessThan(openAtMs + run.terms.roundMs - run.terms.betCutoffMs);
          expect(atMs).toBeGreaterThanOrEqual(openAtMs);
        }
        expect([...run.holds.keys()].sort()).toEqual([...run.settledBets.keys()].sort());
        expect([...run.settledBets.values()].every((count) => count === 1)).toBe(true);
        // Nothing is left reserved once every round has settled.
        for (let m = 0; m < memberCount; m += 1) expect(ledgerBalance(run.ledger, `m${m}:bets`)).toBe(0n);
      }),
      { numRuns: 12 },
    );
    // Beside the futures simulations on a busy machine (load average 10) it took 32 s.
  }, 180_000);

  it('meets equal prices, feed gaps, wins and losses in one long run', () => {
    const outcomes = new Set<string>();
    const prng = createPrng(20_261_125);
    const terms: RoundTerms = {
      roundMs: 30_000,
      payoutBps: 19_500n,
      minStakeMinor: 1_000n,
      maxStakeMinor: 200_000n,
      betCutoffMs: 3_000,
      feedGapMs: 5_000,
    };
    const engine = new RoundBook(terms);
    const start = Date.UTC(2026, 10, 25);
    const tape = new SimulatedTape(prng, start - 60_000);
    for (let n = 0; n < 400; n += 1) {
      const openAtMs = start + n * terms.roundMs;
      engine.openDue(openAtMs, { aheadMs: 0, catchUpMs: 0 });
      tape.advanceTo(openAtMs + 2 * terms.roundMs);
      engine.lock(
        openAtMs,
        lastTickAtOrBefore(tape.ticks, openAtMs + terms.roundMs),
        openAtMs + terms.roundMs,
      );
      const close = lastTickAtOrBefore(tape.ticks, openAtMs + 2 * terms.roundMs);
      const { outcome } = engine.settle(openAtMs, close, openAtMs + 2 * terms.roundMs);
      outcomes.add(outcome.result ?? outcome.voidReason);
    }
    // The tape is rough enough that every branch of the outcome rule is exercised by the simulations.
    expect([...outcomes].sort()).toEqual([
      'B',
      'CLOSE_TICK_MISSING',
      'EQUAL_PRICES',
      'LOCK_TICK_MISSING',
      'S',
    ]);
  });
});
