import type { Queryable } from '../../db/database.ts';

type Side = 'LONG' | 'SHORT';

/**
 * The notional a member uses on an option against the tier cap, as `qty_per` and placement both
 * value it: an order's qty is its notional in USDT, so the open position counts its qty and a resting
 * order (OPEN with an ORDER_MARGIN hold: LIMIT, STOPMARKET, STOPLIMIT) its qty, whatever its price.
 * TP/SL orders hold nothing and only ever close, so they never count.
 */
export interface UsedNotional {
  readonly position: { readonly side: Side; readonly qty: bigint } | undefined;
  readonly resting: { readonly LONG: bigint; readonly SHORT: bigint };
}

/**
 * The qty of the member's resting orders on one side, as SQL: one text for the read below and for
 * the order's locking read (order-lock.ts), so both count the same orders. `member` and `option` are
 * the statement's parameters holding them.
 */
export function restingQtySql(side: Side, member: string, option: string): string {
  return `COALESCE((SELECT SUM(qty) FROM futures_order WHERE member_id = ${member} AND futures_option_id = ${option}
    AND status = 'OPEN' AND hold_id IS NOT NULL AND trade_type = '${side}'), 0)::text`;
}

export async function usedNotional(db: Queryable, memberId: number, optionId: number): Promise<UsedNotional> {
  const found = await db.query<{
    position_side: Side | null;
    position_qty: string;
    long: string;
    short: string;
  }>(
    `SELECT
       (SELECT trade_type FROM futures_position
         WHERE member_id = $1 AND futures_option_id = $2 AND status = 'OPEN') AS position_side,
       COALESCE((SELECT SUM(qty) FROM futures_position
         WHERE member_id = $1 AND futures_option_id = $2 AND status = 'OPEN'), 0)::text AS position_qty,
       ${restingQtySql('LONG', '$1', '$2')} AS long,
       ${restingQtySql('SHORT', '$1', '$2')} AS short`,
    [memberId, optionId],
  );
  const row = found.rows[0];
  if (row === undefined) throw new Error('The used-notional read answered no row.');
  return {
    position:
      row.position_side === null ? undefined : { side: row.position_side, qty: BigInt(row.position_qty) },
    resting: { LONG: BigInt(row.long), SHORT: BigInt(row.short) },
  };
}

/** Everything counted, either side: what `qty_per` subtracts from the cap, knowing no side. */
export function totalUsed(used: UsedNotional): bigint {
  return (used.position?.qty ?? 0n) + used.resting.LONG + used.resting.SHORT;
}
