import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TriggerLoop } from '../../src/modules/futures/trigger-loop.ts';
import { openFuturesFixture, steppedTriggerLoop, openPosition } from './futures-fixture.ts';
import type { FuturesFixture, Member } from './futures-fixture.ts';

// GET /futures/history/funding: each funding payment the trigger loop settled, the member's own only,
// with the rate and the mark tick that decided it.

let f: FuturesFixture;
let loop: TriggerLoop;
let long: Member;
let short: Member;
let bystander: Member;
let longPositionId: number;

/** A 10,000 USDT position at 10× (futures-fixture.ts `openPosition`). */
const open = (member: Member, tradeType: 'LONG' | 'SHORT') => openPosition(f, member, tradeType);

beforeAll(async () => {
  f = await openFuturesFixture();
  f.tick(500_000);
  loop = steppedTriggerLoop(f);
  await loop.start();
  [long, short, bystander] = [await f.member(), await f.member(), await f.member()];
  longPositionId = await open(long, 'LONG');
  await open(short, 'SHORT');
  // The fixture starts at 01:00 UTC; past 08:00 with the price unchanged the rate is the 0.01 % interest.
  f.clock.advanceMs(7 * 3_600_000 + 1_000);
  f.tick(500_000);
  await loop.step();
  await loop.step();
});
afterAll(async () => {
  await loop.stop();
  await f.close();
});

describe('GET /futures/history/funding', () => {
  it("lists what a LONG paid at the 08:00 UTC funding, at that time's mark", async () => {
    const res = await f.get('/futures/history/funding', {}, long);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ content: { id: number }[] }>();
    expect(body).toEqual({
      content: [
        {
          id: body.content[0]?.id,
          futuresOptionId: f.optionId,
          futuresPositionId: longPositionId,
          stock: 'BTCUSDT',
          tradeType: 'LONG',
          fundingAt: '2026-11-25T08:00:00.000Z',
          fundingRate: '0.000100',
          markPrice: '50000.0',
          markSource: 'simulated',
          // 10,000 USDT × 0.01 %.
          amount: '1',
        },
      ],
      page: 1,
      size: 20,
      totalElements: 1,
      totalPages: 1,
      // What the member paid over every payment the filter finds, not only this page's.
      totalAmount: '1',
    });
  });

  it('shows what a SHORT received as a negative amount', async () => {
    const res = await f.get('/futures/history/funding', {}, short);
    expect(res.json<{ content: { amount: string; tradeType: string }[] }>().content).toEqual([
      expect.objectContaining({ tradeType: 'SHORT', amount: '-1' }),
    ]);
    expect(res.json()).toMatchObject({ totalAmount: '-1' });
  });

  it("never lists another member's payments", async () => {
    const res = await f.get('/futures/history/funding', {}, bystander);
    expect(res.json()).toMatchObject({ content: [], totalElements: 0, totalAmount: '0' });
  });

  it('filters by KST day (08:00 UTC is 17:00 KST on the 25th) and by option', async () => {
    const onDay = await f.get(
      '/futures/history/funding',
      { startDate: '2026-11-25', endDate: '2026-11-25' },
      long,
    );
    expect(onDay.json()).toMatchObject({ totalElements: 1 });
    const dayAfter = await f.get('/futures/history/funding', { startDate: '2026-11-26' }, long);
    expect(dayAfter.json()).toMatchObject({ totalElements: 0 });
    const otherOption = await f.get('/futures/history/funding', { futuresOptionId: f.optionId + 1000 }, long);
    expect(otherOption.json()).toMatchObject({ totalElements: 0 });
  });

  it('refuses a page below 1 with the catalogued input error', async () => {
    const res = await f.get('/futures/history/funding', { page: 0 }, long);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });
});
