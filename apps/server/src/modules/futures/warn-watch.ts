import { futuresQueue } from '@baro/contracts';
import {
  formatUnits,
  maintenanceMarginMinor,
  marginRatioBps,
  pnlMinor,
  ratioPrice,
  WARN_RATIO_BPS,
} from '@baro/domain';
import type { FuturesTerms } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import type { Bus } from '../../realtime/bus.ts';
import { LiquidationBook } from './liquidation-book.ts';
import { collateralOf, directionOf, positionLiquidationPrice } from './position-records.ts';
import type { PositionRow } from './position-records.ts';

/**
 * POSITION_WARN (spec §4) when a position's margin ratio reaches 80 % at mark (DOMAIN.md §3): the
 * positions indexed by the mark at which that happens (`ratioPrice` at the warning ratio), the same
 * sorted book as liquidations. A position warns once per version: it is indexed again only when it
 * changes (a margin added, a fill), so a mark hovering near the line does not repeat the toast.
 * A position that closes leaves the watch (`remove`, from the loop's read of the closes).
 *
 * A mark that also reaches a position's liquidation price leaves it to the liquidation sweep, which
 * runs on the same tick first: the position is liquidated (POSITION_LIQUID says more than a warning,
 * and a warning after it would name a position that is gone), or it was gone already, or it survived
 * on collateral added since, which this row does not know. Either way no warning goes out from it; a
 * survivor whose row changed is indexed here again when the loop reads it.
 */
export class WarnWatch {
  private readonly book = new LiquidationBook();
  private readonly rows = new Map<number, { row: PositionRow; liquidationPrice: number | null }>();
  private readonly warned = new Map<number, number>();

  constructor(private readonly terms: FuturesTerms) {}

  get size(): number {
    return this.rows.size;
  }

  set(row: PositionRow): void {
    if (this.warned.get(row.id) === row.updated_at.getTime()) return;
    const price = ratioPrice(
      {
        direction: directionOf(row.trade_type),
        qtyMinor: BigInt(row.qty),
        entryPrice: Number(row.entry_price),
        collateralMinor: collateralOf(row),
        tiers: this.terms.tiers,
      },
      WARN_RATIO_BPS,
    );
    this.book.set(row.id, row.trade_type, price);
    this.rows.set(row.id, { row, liquidationPrice: positionLiquidationPrice(row, this.terms) });
  }

  /** Stops watching a position that is gone (closed, flipped, liquidated). */
  remove(positionId: number): void {
    this.book.remove(positionId);
    this.rows.delete(positionId);
    this.warned.delete(positionId);
  }

  /**
   * Publishes POSITION_WARN for each position the mark has brought to the warning ratio and that is
   * still open: a close on another request (or node) since the loop last read the positions is only
   * dropped at its next read, so the crossed ones (a few, never the whole watch) are looked up once.
   */
  async warn(db: Queryable, bus: Bus, markPrice: number): Promise<number> {
    const crossed: PositionRow[] = [];
    for (const id of this.book.crossed(markPrice)) {
      const held = this.rows.get(id);
      if (held === undefined) continue;
      this.rows.delete(id);
      const row = held.row;
      this.warned.set(id, row.updated_at.getTime());
      if (reachesLiquidation(row.trade_type, held.liquidationPrice, markPrice)) continue;
      crossed.push(row);
    }
    if (crossed.length === 0) return 0;
    const open = await db.query<{ id: number }>(
      `SELECT id FROM futures_position WHERE id = ANY($1::int[]) AND status = 'OPEN'`,
      [crossed.map((row) => row.id)],
    );
    const stillOpen = new Set(open.rows.map((row) => row.id));
    let count = 0;
    for (const row of crossed) {
      if (!stillOpen.has(row.id)) {
        this.warned.delete(row.id);
        continue;
      }
      const qty = BigInt(row.qty);
      const entry = Number(row.entry_price);
      const balance = collateralOf(row) + pnlMinor(directionOf(row.trade_type), qty, entry, markPrice);
      const ratio = marginRatioBps(maintenanceMarginMinor(this.terms.tiers, qty, entry, markPrice), balance);
      bus.publish(
        futuresQueue,
        {
          type: 'POSITION_WARN',
          futuresPositionId: row.id,
          futuresOptionId: row.futures_option_id,
          tradeType: row.trade_type,
          // Basis points are hundredths of a percent: 8,123 is 81.23 %.
          marginRatio: formatUnits(ratio, 2),
          markPrice: formatUnits(markPrice, row.price_precision),
        },
        { kind: 'member', memberId: row.member_id },
      );
      count += 1;
    }
    return count;
  }
}

/** Whether `markPrice` is at or past a position's liquidation price: a LONG's from above, a SHORT's from below. */
function reachesLiquidation(side: 'LONG' | 'SHORT', price: number | null, markPrice: number): boolean {
  if (price === null) return false;
  return side === 'LONG' ? markPrice <= price : markPrice >= price;
}
