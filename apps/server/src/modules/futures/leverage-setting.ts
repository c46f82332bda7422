import { futuresQueue } from '@baro/contracts';
import { siteFeatures } from '@baro/domain';
import type { RouteResponse, futures } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { moneyAction } from '../../core/money-action.ts';
import { ensureMemberWallet, lockAccounts } from '../../ledger/index.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Bus } from '../../realtime/bus.ts';
import type { Site } from '../sites/find-site.ts';
import { futuresAsset } from './futures-ledger.ts';
import { loadFuturesOption } from './futures-option.ts';
import type { FuturesOptionTerms } from './futures-option.ts';

type LeverageSetting = RouteResponse<typeof futures.getLastLeverage>;
type MarginType = LeverageSetting['marginType'];

/** The member's remembered leverage and margin type on an option (`last_leverage`), or the defaults. */
export async function leverageSetting(
  db: Queryable,
  memberId: number,
  option: Pick<FuturesOptionTerms, 'id' | 'terms'>,
): Promise<LeverageSetting> {
  const rows = await db.query<{ leverage: number; margin_type: MarginType }>(
    'SELECT leverage, margin_type FROM futures_leverage WHERE member_id = $1 AND futures_option_id = $2',
    [memberId, option.id],
  );
  const row = rows.rows[0];
  return {
    futuresOptionId: option.id,
    // Never set: the option's defaults (`futuresTerms`: 20× ISOLATED, capped by the option).
    leverage: row?.leverage ?? option.terms.defaultLeverage,
    marginType: row?.margin_type ?? option.terms.defaultMarginType,
  };
}

/** What stands in the way of a change: an open position first, then open orders (DOMAIN.md §3). */
async function openExposure(tx: Queryable, memberId: number, optionId: number) {
  const rows = await tx.query<{ positions: number; orders: number }>(
    `SELECT
       (SELECT count(*)::int FROM futures_position
         WHERE member_id = $1 AND futures_option_id = $2 AND status = 'OPEN') AS positions,
       (SELECT count(*)::int FROM futures_order
         WHERE member_id = $1 AND futures_option_id = $2 AND status = 'OPEN') AS orders`,
    [memberId, optionId],
  );
  return rows.rows[0] ?? { positions: 0, orders: 0 };
}

export interface LeverageChange {
  readonly futuresOptionId: number;
  readonly leverage?: number;
  readonly marginType?: MarginType;
}

/**
 * POST /futures/order/leverage and /order/margin_type: remembers a new leverage or margin type,
 * refused with the spec's message while the member has a position or an order open on the option.
 * The member's FUTURES wallet is locked first, then the setting row (inserted when missing), in the
 * order every order takes them, so an order placed at the same moment either sees the new setting or
 * makes this refuse. LEVERAGE_UPDATE goes out after the commit.
 */
export async function changeLeverageSetting(
  ctx: { readonly db: Database; readonly bus: Bus },
  site: Site,
  caller: MemberCaller,
  change: LeverageChange,
): Promise<LeverageSetting | Rejection> {
  if (!siteFeatures(site).futures) return reject('FEATURE_DISABLED');
  const siteId = site.id;
  const key = { siteId, memberId: caller.memberId, requestId: undefined, body: change };
  return moneyAction(ctx, key, async (tx, events) => {
    const option = await loadFuturesOption(tx, siteId, change.futuresOptionId);
    if (option === undefined) return reject('OPTION_NOT_FOUND');
    // A switched-off option takes no orders (place-order.ts), so no settings for orders either.
    if (!option.isPlay) return reject('OPTION_NOT_TRADABLE');
    if (change.leverage !== undefined && change.leverage > option.terms.maxLeverage) {
      return reject('LEVERAGE_OUT_OF_RANGE', { params: { max: option.terms.maxLeverage } });
    }
    // The wallet first, as every order takes it before the setting and holds it to its commit: an
    // order in flight finishes first (and this sees its order or position), or waits for this change.
    // The setting's own lock alone left a gap: an order of a member without a setting row locks none.
    const wallet = await ensureMemberWallet(tx, {
      siteId,
      memberId: caller.memberId,
      walletType: 'FUTURES',
      asset: futuresAsset,
    });
    await lockAccounts(tx, [wallet.availableAccountId]);
    const current = await lockedSetting(tx, siteId, caller.memberId, option, wallet.availableAccountId);
    const next: LeverageSetting = {
      futuresOptionId: option.id,
      leverage: change.leverage ?? current.leverage,
      marginType: change.marginType ?? current.marginType,
    };
    if (next.leverage === current.leverage && next.marginType === current.marginType) return current;
    const open = await openExposure(tx, caller.memberId, option.id);
    if (change.marginType !== undefined) {
      if (open.positions > 0 || open.orders > 0) return reject('MARGIN_TYPE_CHANGE_REFUSED');
    } else if (open.positions > 0) {
      return reject('LEVERAGE_CHANGE_WITH_POSITION');
    } else if (open.orders > 0) {
      return reject('LEVERAGE_CHANGE_WITH_ORDERS');
    }
    await tx.query(
      `UPDATE futures_leverage SET leverage = $3, margin_type = $4, updated_at = now()
       WHERE member_id = $1 AND futures_option_id = $2`,
      [caller.memberId, option.id, next.leverage, next.marginType],
    );
    events.publish(
      futuresQueue,
      { type: 'LEVERAGE_UPDATE', ...next },
      { kind: 'member', memberId: caller.memberId },
    );
    return next;
  });
}

/**
 * The member's setting row, created with the current values when missing, locked for the transaction.
 * A row created here is new to an order whose locking read began before this commits and waits on
 * the wallet (order-lock.ts): its snapshot cannot see the row, and an order re-reads only when the
 * wallet it waited on was written meanwhile. So creating the row also writes the wallet row (its
 * balance unchanged), and such an order reads again and sees the setting. An existing row needs
 * nothing: an update to it is what the order's FOR SHARE waits for and then reads.
 */
async function lockedSetting(
  tx: Queryable,
  siteId: number,
  memberId: number,
  option: FuturesOptionTerms,
  walletAccountId: number,
): Promise<LeverageSetting> {
  const current = await leverageSetting(tx, memberId, option);
  const created = await tx.query(
    `INSERT INTO futures_leverage (member_id, futures_option_id, site_id, leverage, margin_type)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING 1`,
    [memberId, option.id, siteId, current.leverage, current.marginType],
  );
  if (created.rows.length > 0) {
    await tx.query('UPDATE ledger_account SET balance = balance WHERE id = $1', [walletAccountId]);
  }
  const rows = await tx.query<{ leverage: number; margin_type: MarginType }>(
    `SELECT leverage, margin_type FROM futures_leverage WHERE member_id = $1 AND futures_option_id = $2
     FOR UPDATE`,
    [memberId, option.id],
  );
  const row = rows.rows[0];
  if (row === undefined) throw new Error(`futures_leverage row of member ${memberId} vanished.`);
  return { futuresOptionId: option.id, leverage: row.leverage, marginType: row.margin_type };
}
