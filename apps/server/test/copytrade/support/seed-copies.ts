import type { Queryable } from '../../../src/db/database.ts';

// Seeds the copies' tables (migration 0019) with SQL, as the fan-out writes them, for the read tests
// while the fan-out is not merged: a trader position copied from the trader's real futures position,
// one follower's copy of it, and what each trader fill did for that copy. The lead may switch these
// tests to the real fan-out later. Amounts are USDT minor units, prices the option's price units.

/**
 * A trader position followers copy, from the trader's real futures position. Its `margin` is what the
 * opening fills put up and stays so once closed; its `qty` is what is still open.
 */
export async function seedTraderOrder(
  db: Queryable,
  values: {
    siteId: number;
    traderId: number;
    memberId: number;
    optionId: number;
    positionId: number;
    leverage: number;
    qtyMinor: bigint;
    marginMinor: bigint;
    openPrice: number;
    openedAt: Date;
    /** Closed: the close's price, time and the pnl it realised. */
    closed?: { price: number; at: Date; realizedPnlMinor: bigint };
  },
): Promise<number> {
  const { closed } = values;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO futures_trader_order (site_id, trader_id, member_id, futures_option_id, futures_position_id,
       trade_type, leverage, qty, margin, open_price, close_price, realized_pnl, status, opened_at, closed_at)
     VALUES ($1, $2, $3, $4, $5, 'LONG', $6, $7::numeric, $8::numeric, $9, $10, $11::numeric, $12, $13, $14)
     RETURNING id`,
    [
      values.siteId,
      values.traderId,
      values.memberId,
      values.optionId,
      values.positionId,
      values.leverage,
      closed === undefined ? values.qtyMinor.toString() : '0',
      values.marginMinor.toString(),
      values.openPrice,
      closed?.price ?? null,
      (closed?.realizedPnlMinor ?? 0n).toString(),
      closed === undefined ? 'OPEN' : 'CLOSED',
      values.openedAt,
      closed?.at ?? null,
    ],
  );
  return rows.rows[0]!.id;
}

export interface SeededCopy {
  readonly siteId: number;
  readonly traderOrderId: number;
  readonly followId: number;
  readonly memberId: number;
  readonly traderMemberId: number;
  readonly optionId: number;
  readonly leverage: number;
  readonly openedAt: Date;
}

/**
 * One follower's copy that the trader's opening fill placed (COPIED, with that fill), and, when
 * `closed` is given, the trader's close that closed it with its pnl and profit share (a CLOSE fill).
 * Open: the copy holds `qtyMinor` and `marginMinor`; closed: both are 0, as a closed position's.
 */
export async function seedCopiedCopy(
  db: Queryable,
  copy: SeededCopy & {
    qtyMinor: bigint;
    marginMinor: bigint;
    openPrice: number;
    closed?: { price: number; at: Date; realizedPnlMinor: bigint; profitShareMinor: bigint };
  },
): Promise<{ copyId: number; closeFillId: number | null }> {
  const { closed } = copy;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO futures_follower_order (site_id, futures_trader_order_id, follow_id, member_id, futures_option_id,
       trade_type, leverage, qty, margin, open_price, close_price, realized_pnl, profit_share, status, opened_at,
       updated_at, closed_at)
     VALUES ($1, $2, $3, $4, $5, 'LONG', $6, $7::numeric, $8::numeric, $9, $10, $11::numeric, $12::numeric, $13, $14,
       $15, $16)
     RETURNING id`,
    [
      copy.siteId,
      copy.traderOrderId,
      copy.followId,
      copy.memberId,
      copy.optionId,
      copy.leverage,
      closed === undefined ? copy.qtyMinor.toString() : '0',
      closed === undefined ? copy.marginMinor.toString() : '0',
      copy.openPrice,
      closed?.price ?? null,
      (closed?.realizedPnlMinor ?? 0n).toString(),
      (closed?.profitShareMinor ?? 0n).toString(),
      closed === undefined ? 'OPEN' : 'CLOSED',
      copy.openedAt,
      closed?.at ?? copy.openedAt,
      closed?.at ?? null,
    ],
  );
  const copyId = rows.rows[0]!.id;
  await copyFill(db, copy, copyId, {
    kind: 'OPEN',
    skipReason: null,
    qtyMinor: copy.qtyMinor,
    marginMinor: copy.marginMinor,
    price: copy.openPrice,
    at: copy.openedAt,
  });
  if (closed === undefined) return { copyId, closeFillId: null };
  const closeFillId = await copyFill(db, copy, copyId, {
    kind: 'CLOSE',
    skipReason: null,
    qtyMinor: copy.qtyMinor,
    marginMinor: 0n,
    price: closed.price,
    at: closed.at,
    realizedPnlMinor: closed.realizedPnlMinor,
    profitShareMinor: closed.profitShareMinor,
  });
  return { copyId, closeFillId };
}

/** A copy the trader's opening fill could not place (SKIPPED, with the reason), and that fill. */
export async function seedSkippedCopy(
  db: Queryable,
  copy: SeededCopy & { skipReason: string; traderPrice: number },
): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO futures_follower_order (site_id, futures_trader_order_id, follow_id, member_id, futures_option_id,
       trade_type, leverage, status, skip_reason, opened_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'LONG', $6, 'SKIPPED', $7, $8, $8)
     RETURNING id`,
    [
      copy.siteId,
      copy.traderOrderId,
      copy.followId,
      copy.memberId,
      copy.optionId,
      copy.leverage,
      copy.skipReason,
      copy.openedAt,
    ],
  );
  const copyId = rows.rows[0]!.id;
  await copyFill(db, copy, copyId, {
    kind: 'OPEN',
    skipReason: copy.skipReason,
    qtyMinor: 0n,
    marginMinor: 0n,
    price: copy.traderPrice,
    at: copy.openedAt,
  });
  return copyId;
}

async function copyFill(
  db: Queryable,
  copy: SeededCopy,
  copyId: number,
  fill: {
    kind: 'OPEN' | 'CLOSE';
    skipReason: string | null;
    qtyMinor: bigint;
    marginMinor: bigint;
    price: number;
    at: Date;
    realizedPnlMinor?: bigint;
    profitShareMinor?: bigint;
  },
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO copytrade_copy_fill (site_id, futures_follower_order_id, member_id, trader_member_id, kind, outcome,
       skip_reason, qty, margin, price, realized_pnl, profit_share, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::numeric, $9::numeric, $10, $11::numeric, $12::numeric, $13)
     RETURNING id::text AS id`,
    [
      copy.siteId,
      copyId,
      copy.memberId,
      copy.traderMemberId,
      fill.kind,
      fill.skipReason === null ? 'COPIED' : 'SKIPPED',
      fill.skipReason,
      fill.qtyMinor.toString(),
      fill.marginMinor.toString(),
      fill.price,
      (fill.realizedPnlMinor ?? 0n).toString(),
      (fill.profitShareMinor ?? 0n).toString(),
      fill.at,
    ],
  );
  return Number(rows.rows[0]!.id);
}
