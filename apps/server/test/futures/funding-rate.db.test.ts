import { estimateFundingRatePpm } from '@baro/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFundingRate, futuresTicker } from '../../src/market/futures-info.ts';
import type { StockState } from '../../src/market/stock-state.ts';
import { TriggerLoop } from '../../src/modules/futures/trigger-loop.ts';
import { openFuturesFixture, steppedTriggerLoop, openPosition } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// Funding is charged at the rate members were shown (DOMAIN.md §3, issue 15): the interval's
// time-weighted average premium with the clamp applied once, or the venue's own rate; never the
// estimate of the one tick that happens to be there at the funding time.

const HOUR_MS = 3_600_000;

let f: FuturesFixture;
let loop: TriggerLoop;
let state: StockState;
let long: Member;
let short: Member;
let longPositionId: number;
let shortPositionId: number;

/** A 10,000 USDT position at 10× (futures-fixture.ts `openPosition`). */
const open = (member: Member, tradeType: 'LONG' | 'SHORT') => openPosition(f, member, tradeType);

/** A venue mark for BTCUSDT now (prices in units of 0.1 USDT). */
function venueMark(markPrice: number, indexPrice: number, fundingRate: string | null): void {
  f.t.ctx.market.onMark({
    stock: 'BTCUSDT',
    source: 'binance',
    markPrice,
    indexPrice,
    fundingRate,
    nextFundingAtMs: null,
    atMs: f.clock.nowMs(),
  });
}

function shownRate(): string | undefined {
  return futuresTicker(state, f.clock.nowMs())?.fundingRate;
}

async function charged(positionId: number, fundingAt: Date): Promise<{ rate_ppm: number; amount: string }[]> {
  const rows = await f.t.db.query<{ rate_ppm: number; amount: string }>(
    `SELECT rate_ppm, amount::text AS amount FROM futures_funding
     WHERE futures_position_id = $1 AND funding_at = $2`,
    [positionId, fundingAt],
  );
  return rows.rows;
}

/** `msToGo` on (past the funding time), a tick and the loop's steps that settle it. */
async function settleAfter(msToGo: number): Promise<void> {
  f.clock.advanceMs(msToGo);
  f.tick(500_000);
  await loop.step();
  await loop.step();
}

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
  loop = steppedTriggerLoop(f);
  await loop.start();
  const found = f.t.ctx.market.stock('BTCUSDT');
  if (found === undefined) throw new Error('The fixture prices BTCUSDT.');
  state = found;
  [long, short] = [await f.member(), await f.member()];
  longPositionId = await open(long, 'LONG');
  shortPositionId = await open(short, 'SHORT');
});
afterAll(async () => {
  await loop.stop();
  await f.close();
});

describe('the funding rate', () => {
  it("charges the interval's time-weighted average premium, the rate shown, not the last tick's", async () => {
    // From 01:00 (the fixture's start) the mark stands 0.1 % over the index: 1,000 ppm premium, rate
    // 1,000 + clamp(100 − 1,000, ±500) = 500 ppm.
    venueMark(500_500, 500_000, null);
    expect(shownRate()).toBe('0.000500');
    // One second before 08:00 the premium turns to −0.3 %; a second at it barely moves the average.
    f.clock.advanceMs(7 * HOUR_MS - 1_000);
    venueMark(500_000, 501_500, null);
    expect(shownRate()).toBe('0.000500');
    await settleAfter(2_000);
    const at = new Date(Date.UTC(2026, 10, 25, 8));
    // 10,000 USDT at mark × 0.05 %: the LONG pays 5, the SHORT receives 5.
    expect(await charged(longPositionId, at)).toEqual([{ rate_ppm: 500, amount: '500000000' }]);
    expect(await charged(shortPositionId, at)).toEqual([{ rate_ppm: 500, amount: '-500000000' }]);
    // What one tick at the funding time would have charged (the old rule): the 0.01 % interest.
    expect(estimateFundingRatePpm(500_000, 500_000)).toBe(100n);
    expect(await f.invariants()).toEqual([]);
  });

  it("charges a venue's own rate, its last value before the funding time, as shown", async () => {
    venueMark(500_000, 500_000, '-0.00010000');
    expect(shownRate()).toBe('-0.000100');
    f.clock.advanceMs(7 * HOUR_MS);
    // 0.038167 % is shown and charged as 0.0382 %, the ppm the rates are kept in.
    venueMark(500_000, 500_000, '0.00038167');
    expect(shownRate()).toBe('0.000382');
    await settleAfter(HOUR_MS - 1_000);
    const at = new Date(Date.UTC(2026, 10, 25, 16));
    expect(await charged(longPositionId, at)).toEqual([{ rate_ppm: 382, amount: '382000000' }]);
    expect(await charged(shortPositionId, at)).toEqual([{ rate_ppm: 382, amount: '-382000000' }]);
  });

  it('with the simulated mark, charges exactly the rate the ticker showed just before the funding time', async () => {
    // No venue from here on: the mark is the smoothed last price, sampled as the publisher does.
    state.venueMark = null;
    const fundingAtMs = Date.UTC(2026, 10, 26, 0);
    let price = 500_000;
    for (let minute = 1; f.clock.nowMs() + 60_000 < fundingAtMs - 1_000; minute += 1) {
      f.clock.advanceMs(60_000);
      price = 500_000 + ((minute * 7_919) % 2_001) - 1_000;
      f.tick(price);
      state.sampleIndex(f.clock.nowMs());
    }
    // A 2 % jump in the last half second: the mark lags it, so the premium of that one tick is −2 %.
    f.clock.advanceMs(fundingAtMs - 500 - f.clock.nowMs());
    f.tick(510_000);
    state.sampleIndex(f.clock.nowMs());
    f.clock.advanceMs(499);
    const shown = shownRate();
    const lastTickRatePpm = estimateFundingRatePpm(state.markPrice(f.clock.nowMs()) ?? 0, 510_000);
    expect(lastTickRatePpm).toBeLessThan(-10_000n);
    f.clock.advanceMs(501);
    f.tick(510_000);
    await loop.step();
    await loop.step();
    const rows = await charged(longPositionId, new Date(fundingAtMs));
    expect(rows).toHaveLength(1);
    expect(formatFundingRate(BigInt(rows[0]!.rate_ppm))).toBe(shown);
    expect(BigInt(rows[0]!.rate_ppm)).not.toBe(lastTickRatePpm);
    expect(await f.invariants()).toEqual([]);
  });
});
