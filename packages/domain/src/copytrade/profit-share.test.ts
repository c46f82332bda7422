import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_SHARE_YET, shareOfClose } from './profit-share.ts';

describe('shareOfClose', () => {
  it('takes the rate of a gain, and nothing until a loss is won back', () => {
    const first = shareOfClose(NO_SHARE_YET, 1_000n, 1_000n);
    expect(first).toEqual({ shareMinor: 100n, state: { cumulativeMinor: 1_000n, highWaterMinor: 1_000n } });
    const loss = shareOfClose(first.state, -600n, 1_000n);
    expect(loss).toEqual({ shareMinor: 0n, state: { cumulativeMinor: 400n, highWaterMinor: 1_000n } });
    const partial = shareOfClose(loss.state, 500n, 1_000n);
    expect(partial).toEqual({ shareMinor: 0n, state: { cumulativeMinor: 900n, highWaterMinor: 1_000n } });
    const above = shareOfClose(partial.state, 301n, 1_000n);
    // 1,201 − 1,000 above the mark: 20.1, rounded down.
    expect(above).toEqual({ shareMinor: 20n, state: { cumulativeMinor: 1_201n, highWaterMinor: 1_201n } });
  });

  it('charges in total the rate of the best cumulative pnl, and never more than a close’s gain (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: -10_000n, max: 10_000n }), { maxLength: 40 }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        (closes, rate) => {
          let state = NO_SHARE_YET;
          let charged = 0n;
          let best = 0n;
          for (const realised of closes) {
            const next = shareOfClose(state, realised, rate);
            expect(next.shareMinor).toBeGreaterThanOrEqual(0n);
            expect(next.shareMinor).toBeLessThanOrEqual(realised > 0n ? realised : 0n);
            charged += next.shareMinor;
            state = next.state;
            if (state.cumulativeMinor > best) best = state.cumulativeMinor;
          }
          // Each step rounds down, so the total is within one unit a step below the rate of the best.
          expect(charged).toBeLessThanOrEqual((best * rate) / 10_000n);
          expect(charged).toBeGreaterThanOrEqual((best * rate) / 10_000n - BigInt(closes.length));
        },
      ),
    );
  });
});
