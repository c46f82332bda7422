import { FuturesBookCore, type Crossed } from './book-core.ts';
import {
  directionOf,
  limitCrossed,
  stopCrossed,
  stopLossCrossed,
  takeProfitCrossed,
  type BookMember,
  type BookOrder,
  type BookPosition,
} from './book-model.ts';
import { breachesRatio, LIQUIDATION_RATIO_BPS } from './formulas.ts';
import type { FuturesTick } from './types.ts';

/**
 * The naive futures engine: the same commands and money rules as `FuturesBook`, but a tick scans
 * every resting order, every TP/SL and every position, and liquidation is decided from the margin
 * rule itself (`breachesRatio` at the mark, with the collateral as it is now), not from a stored
 * liquidation price. After every step it recomputes every position's prices. The simulation test
 * runs both on one stream and compares them after each step.
 */
export class ReferenceFuturesBook extends FuturesBookCore {
  protected orderRests(): void {
    // Nothing to index: ticks scan `ordersById`.
  }

  protected orderGone(): void {
    // Nothing to index.
  }

  protected positionRepriced(): void {
    // Nothing to index.
  }

  protected positionGone(): void {
    // Nothing to index.
  }

  protected tpslChanged(): void {
    // Nothing to index.
  }

  protected afterStep(): void {
    for (const position of this.positions.values()) {
      const member = this.members.get(position.memberId) as BookMember;
      this.reprice(member, position, false);
    }
  }

  protected crossedTriggers(tick: FuturesTick): Crossed[] {
    const crossed: Crossed[] = [];
    for (const order of this.ordersById.values()) {
      if (this.orderCrossed(order, tick.lastPrice)) {
        crossed.push(order);
      }
    }
    for (const position of this.positions.values()) {
      const { tp, sl } = position;
      if (tp !== null) {
        const price = tp.basis === 'MARK' ? tick.markPrice : tick.lastPrice;
        if (takeProfitCrossed(position.side, tp.price, price)) {
          crossed.push({ kind: 'TAKEPROFIT', seq: position.tpSeq, position });
        }
      }
      if (sl !== null) {
        const price = sl.basis === 'MARK' ? tick.markPrice : tick.lastPrice;
        if (stopLossCrossed(position.side, sl.price, price)) {
          crossed.push({ kind: 'STOPLOSS', seq: position.slSeq, position });
        }
      }
    }
    return crossed.sort((a, b) => a.seq - b.seq);
  }

  private orderCrossed(order: BookOrder, last: number): boolean {
    if (order.type === 'LIMIT' || (order.type === 'STOPLIMIT' && order.triggered)) {
      return limitCrossed(order.side, order.price ?? 0, last);
    }
    return stopCrossed(order.side, order.stopPrice ?? 0, last);
  }

  protected crossedLiquidations(tick: FuturesTick): BookPosition[] {
    return [...this.positions.values()]
      .filter((position) => breachesRatio(this.ruleInput(position), tick.markPrice, LIQUIDATION_RATIO_BPS))
      .sort((a, b) => a.seq - b.seq);
  }

  protected crossedWarnings(tick: FuturesTick): BookPosition[] {
    return [...this.positions.values()]
      .filter(
        (position) =>
          !position.warned &&
          breachesRatio(this.ruleInput(position), tick.markPrice, this.terms.warnRatioBps),
      )
      .sort((a, b) => a.seq - b.seq);
  }

  private ruleInput(position: BookPosition): Parameters<typeof breachesRatio>[0] {
    const member = this.members.get(position.memberId) as BookMember;
    return {
      direction: directionOf(position.side),
      qtyMinor: position.qty,
      entryPrice: position.entryPrice,
      collateralMinor: this.collateralOf(member, position),
      tiers: this.terms.tiers,
    };
  }
}
