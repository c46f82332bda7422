import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialMarginMinor, orderCostMinor } from '../futures/formulas.ts';
import { copyCloseQtyMinor, decideCopy } from './copy-sizing.ts';
import type { CopyInput } from './copy-sizing.ts';

const USDT = 100_000_000n;
const base: CopyInput = {
  traderMarginMinor: 100n * USDT,
  leverage: 10,
  multiplyPer: 50,
  oneMaxBetMinor: 1_000n * USDT,
  maxBetMinor: 5_000n * USDT,
  usedBetMinor: 0n,
  availableMinor: 10_000n * USDT,
  qtyStepMinor: USDT / 100n,
  minQtyMinor: USDT,
  takerFeeBps: 4n,
};

describe('decideCopy', () => {
  it('copies the ratio of the trader margin at the same leverage', () => {
    expect(decideCopy(base)).toEqual({
      ok: true,
      qtyMinor: 500n * USDT,
      marginMinor: 50n * USDT,
      cappedBy: 'RATIO',
    });
  });

  it('caps by the one-copy limit, then by the room under maxBet', () => {
    expect(decideCopy({ ...base, oneMaxBetMinor: 20n * USDT })).toMatchObject({
      marginMinor: 20n * USDT,
      cappedBy: 'ONE_MAX_BET',
    });
    expect(decideCopy({ ...base, usedBetMinor: 4_970n * USDT })).toMatchObject({
      marginMinor: 30n * USDT,
      cappedBy: 'MAX_BET',
    });
  });

  it('cuts to what the balance pays, margin and both fees', () => {
    const decision = decideCopy({ ...base, availableMinor: 30n * USDT });
    if (!decision.ok) throw new Error(decision.reason);
    expect(decision.cappedBy).toBe('BALANCE');
    expect(orderCostMinor(decision.qtyMinor, 10, 4n)).toBeLessThanOrEqual(30n * USDT);
    expect(orderCostMinor(decision.qtyMinor + USDT / 100n, 10, 4n)).toBeGreaterThan(30n * USDT);
  });

  it('skips below the smallest order and says which limit made it so', () => {
    expect(decideCopy({ ...base, multiplyPer: 0 })).toEqual({ ok: false, reason: 'COPY_BELOW_MIN_QTY' });
    expect(decideCopy({ ...base, usedBetMinor: base.maxBetMinor })).toEqual({
      ok: false,
      reason: 'COPY_MAX_BET_REACHED',
    });
    expect(decideCopy({ ...base, availableMinor: USDT / 20n })).toEqual({
      ok: false,
      reason: 'COPY_INSUFFICIENT_BALANCE',
    });
  });

  it('never exceeds any limit, and the copy is a whole order (property)', () => {
    const amount = (max: bigint) => fc.bigInt({ min: 0n, max });
    fc.assert(
      fc.property(
        amount(1_000n * USDT),
        fc.integer({ min: 1, max: 125 }),
        fc.integer({ min: 0, max: 100 }),
        amount(500n * USDT),
        amount(2_000n * USDT),
        amount(2_000n * USDT),
        amount(3_000n * USDT),
        (
          traderMarginMinor,
          leverage,
          multiplyPer,
          oneMaxBetMinor,
          maxBetMinor,
          usedBetMinor,
          availableMinor,
        ) => {
          const input = {
            ...base,
            traderMarginMinor,
            leverage,
            multiplyPer,
            oneMaxBetMinor,
            maxBetMinor,
            usedBetMinor,
            availableMinor,
          };
          const decision = decideCopy(input);
          if (!decision.ok) return;
          expect(decision.qtyMinor % input.qtyStepMinor).toBe(0n);
          expect(decision.qtyMinor).toBeGreaterThanOrEqual(input.minQtyMinor);
          expect(decision.marginMinor).toBe(initialMarginMinor(decision.qtyMinor, leverage));
          expect(decision.marginMinor).toBeLessThanOrEqual((traderMarginMinor * BigInt(multiplyPer)) / 100n);
          expect(decision.marginMinor).toBeLessThanOrEqual(oneMaxBetMinor);
          expect(decision.marginMinor).toBeLessThanOrEqual(maxBetMinor - usedBetMinor);
          expect(orderCostMinor(decision.qtyMinor, leverage, input.takerFeeBps)).toBeLessThanOrEqual(
            availableMinor,
          );
          // And the largest such order: one step more breaks a limit.
          const more = decision.qtyMinor + input.qtyStepMinor;
          const capMargin = [
            (traderMarginMinor * BigInt(multiplyPer)) / 100n,
            oneMaxBetMinor,
            maxBetMinor - usedBetMinor,
          ].reduce((least, next) => (next < least ? next : least));
          expect(
            initialMarginMinor(more, leverage) > capMargin ||
              orderCostMinor(more, leverage, input.takerFeeBps) > availableMinor,
          ).toBe(true);
        },
      ),
    );
  });
});

describe('copyCloseQtyMinor', () => {
  const steps = { qtyStepMinor: USDT / 100n, minQtyMinor: USDT };
  it('closes the trader’s fraction, rounded down to the step', () => {
    expect(
      copyCloseQtyMinor({
        ...steps,
        copyQtyMinor: 333n * USDT,
        traderQtyMinor: 900n * USDT,
        closedQtyMinor: 300n * USDT,
      }),
    ).toBe(111n * USDT);
    expect(
      copyCloseQtyMinor({
        ...steps,
        copyQtyMinor: 10n * USDT,
        traderQtyMinor: 3n * USDT,
        closedQtyMinor: USDT,
      }),
    ).toBe(333n * (USDT / 100n));
  });

  it('closes the whole copy with the trader, and leaves no dust below the smallest order', () => {
    expect(
      copyCloseQtyMinor({
        ...steps,
        copyQtyMinor: 7n * USDT,
        traderQtyMinor: 9n * USDT,
        closedQtyMinor: 9n * USDT,
      }),
    ).toBe(7n * USDT);
    expect(
      copyCloseQtyMinor({
        ...steps,
        copyQtyMinor: 2n * USDT,
        traderQtyMinor: 100n * USDT,
        closedQtyMinor: 60n * USDT,
      }),
    ).toBe(2n * USDT);
  });
});
