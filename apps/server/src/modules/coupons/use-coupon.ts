import type { wallet as walletArea } from '@baro/contracts';
import { formatMinor } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { isRejection, reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { ensureMemberWallet, systemAccount, transfer, walletViews } from '../../ledger/index.ts';
import { parseAmount } from '../../ledger/index.ts';
import { insertDnw } from '../dnw/dnw-rows.ts';
import { overseaWalletFigures } from '../oversea/wallet-figures.ts';
import { moneyAction } from '../../core/money-action.ts';
import { queueWalletUpdates, walletEntry } from '../wallet/wallet-entry.ts';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'clock' | 'market'>;
interface CouponAnswer {
  amount: string;
  wallet: walletArea.WalletEntry;
}

interface CouponRow {
  id: number;
  wallet_type: string;
  asset: string;
  amount: string;
  expires_at: Date | null;
  max_uses: number | null;
  used_count: number;
  status: 'ACTIVE' | 'STOPPED';
}

/**
 * POST /coupon/use: redeems a promo code into the caller's wallet, posted from BONUS with dnw B. The
 * coupon row is locked first, so its expiry and total-use limit are judged by one redeemer at a time;
 * the member's single use is the key of coupon_use, written with ON CONFLICT so a second use (even a
 * concurrent one) is told COUPON_ALREADY_USED without aborting the transaction.
 */
export async function useCoupon(
  ctx: Ctx,
  caller: MemberCaller,
  input: { promoCode: string; walletType: string; requestId?: string; body: unknown },
): Promise<CouponAnswer | Rejection> {
  return moneyAction(
    ctx,
    { siteId: caller.siteId, memberId: caller.memberId, requestId: input.requestId, body: input.body },
    async (tx, events) => {
      const nowMs = ctx.clock.nowMs();
      const coupon = await lockCoupon(tx, caller.siteId, input.promoCode.toUpperCase());
      if (coupon?.status !== 'ACTIVE') return reject('COUPON_NOT_FOUND');
      if (coupon.wallet_type !== input.walletType) return reject('COUPON_WALLET_MISMATCH');
      if (coupon.expires_at !== null && coupon.expires_at.getTime() <= nowMs) return reject('COUPON_EXPIRED');
      if (coupon.max_uses !== null && coupon.used_count >= coupon.max_uses) return reject('COUPON_EXHAUSTED');
      const amountMinor = parseAmount(coupon.amount);
      const row = await insertDnw(tx, {
        siteId: caller.siteId,
        memberId: caller.memberId,
        type: 'B',
        walletType: coupon.wallet_type,
        asset: coupon.asset,
        pointMinor: amountMinor,
        status: 'APPROVED',
        channel: 'WALLET',
        memo: `쿠폰 ${input.promoCode.toUpperCase()}`,
        nowMs,
      });
      const used = await tx.query(
        `INSERT INTO coupon_use (coupon_id, member_id, site_id, dnw_history_id, used_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (coupon_id, member_id) DO NOTHING`,
        [coupon.id, caller.memberId, caller.siteId, row.id, new Date(nowMs)],
      );
      if (used.rowCount === 0) return reject('COUPON_ALREADY_USED');
      await tx.query('UPDATE coupon SET used_count = used_count + 1 WHERE id = $1', [coupon.id]);
      await creditBonus(tx, {
        siteId: caller.siteId,
        memberId: caller.memberId,
        coupon,
        amountMinor,
        dnwId: row.id,
      });
      // A BINARY wallet's entry carries its overseas losscut and pnl, in the push and in the answer.
      const figures =
        coupon.wallet_type === 'BINARY' ? await overseaWalletFigures(tx, ctx.market, caller) : undefined;
      await queueWalletUpdates(tx, events, {
        siteId: caller.siteId,
        memberId: caller.memberId,
        walletTypes: [coupon.wallet_type],
        market: ctx.market,
        ...(figures === undefined ? {} : { binaryFigures: figures }),
      });
      const view = (await walletViews(tx, { siteId: caller.siteId, memberId: caller.memberId })).find(
        (wallet) => wallet.type === coupon.wallet_type,
      );
      if (view === undefined) throw new Error(`wallet ${coupon.wallet_type} vanished after its credit`);
      return {
        amount: formatMinor(coupon.asset, amountMinor),
        wallet: walletEntry(view, null, figures ?? null),
      };
    },
  );
}

async function lockCoupon(tx: Queryable, siteId: number, promoCode: string): Promise<CouponRow | undefined> {
  const found = await tx.query<CouponRow>(
    `SELECT id, wallet_type, asset, amount, expires_at, max_uses, used_count, status FROM coupon
     WHERE site_id = $1 AND promo_code = $2 FOR UPDATE`,
    [siteId, promoCode],
  );
  return found.rows[0];
}

async function creditBonus(
  tx: Queryable,
  input: { siteId: number; memberId: number; coupon: CouponRow; amountMinor: bigint; dnwId: number },
): Promise<void> {
  const { siteId, memberId, coupon } = input;
  const wallet = await ensureMemberWallet(tx, {
    siteId,
    memberId,
    walletType: coupon.wallet_type,
    asset: coupon.asset,
  });
  const bonus = await systemAccount(tx, { siteId, asset: coupon.asset, kind: 'BONUS', shardKey: memberId });
  const credited = await transfer(tx, {
    siteId,
    asset: coupon.asset,
    debitAccountId: bonus,
    creditAccountId: wallet.availableAccountId,
    amountMinor: input.amountMinor,
    dnwType: 'B',
    ref: `coupon:${coupon.id}`,
  });
  // BONUS is a system account, which the guard never refuses.
  if (isRejection(credited)) throw new Error(`The bonus account refused coupon ${coupon.id}.`);
  await tx.query('UPDATE dnw_history SET transfer_id = $2::uuid WHERE id = $1', [
    input.dnwId,
    credited.transferId,
  ]);
}
