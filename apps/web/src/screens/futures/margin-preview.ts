import type { FuturesPosition } from '@baro/contracts/routes/futures';
import { initialMarginMinor, liquidationPrice, pnlMinor } from '@baro/domain';
import { toUnits, unitsText, USDT_SCALE } from '../../futures/futures-math.ts';
import type { OptionTerms } from '../../futures/option-terms.ts';

export interface MarginPreview {
  /** The most this change may move (USDT minor units): the wallet's free balance, or the removable margin. */
  readonly maxMinor: bigint | null;
  /** The liquidation price after the change at the option's precision; null: none, or no amount yet. */
  readonly liquidation: string | null;
}

/**
 * What the margin dialog shows before it is sent, with the server's own rules (position-actions.ts
 * `adjustMargin`): an isolated position's liquidation price comes from its margin alone, so adding
 * moves it away and removing moves it closer; at most the initial margin after any loss at mark
 * stays, so the removable part is `margin + min(uPnL, 0) − qty / leverage`. Valued at the mark the
 * position was last read at; the server, deciding at its own mark, has the last word.
 */
export function marginPreview(input: {
  position: FuturesPosition;
  terms: OptionTerms;
  precision: number;
  type: 'ADD' | 'REMOVE';
  amount: string;
  /** The FUTURES wallet's free balance, when known. */
  available: string | undefined;
}): MarginPreview {
  const { position, precision } = input;
  const price = (text: string) => Number(toUnits(text, precision) ?? 0n);
  const qty = toUnits(position.qty, USDT_SCALE) ?? 0n;
  const margin = toUnits(position.margin, USDT_SCALE) ?? 0n;
  const direction = position.tradeType === 'LONG' ? 1 : -1;
  const entry = price(position.entryPrice);
  let maxMinor: bigint | null;
  if (input.type === 'ADD') {
    maxMinor = input.available === undefined ? null : (toUnits(input.available, USDT_SCALE) ?? null);
  } else {
    const pnl = pnlMinor(direction, qty, entry, price(position.markPrice));
    const removable = margin + (pnl < 0n ? pnl : 0n) - initialMarginMinor(qty, position.leverage);
    maxMinor = removable > 0n ? removable : 0n;
  }
  const amount = toUnits(input.amount, USDT_SCALE);
  if (amount === null || amount <= 0n || qty <= 0n || entry <= 0) return { maxMinor, liquidation: null };
  const collateral = input.type === 'ADD' ? margin + amount : margin - amount;
  const liquidation =
    collateral <= 0n
      ? null
      : liquidationPrice({
          direction,
          qtyMinor: qty,
          entryPrice: entry,
          collateralMinor: collateral,
          tiers: input.terms.tiers,
        });
  return { maxMinor, liquidation: liquidation === null ? null : unitsText(BigInt(liquidation), precision) };
}
