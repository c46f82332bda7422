import { parseMinor } from '@baro/contracts';
import type { Queryable } from '../db/database.ts';
import { findSiteById } from '../modules/sites/find-site.ts';
import { siteWallet } from '../modules/wallet/site-wallets.ts';
import { PRICE_SCALE } from '../modules/wallet/quote.ts';

/**
 * The demo's published won prices (paper money, round figures near the market): the won itself, the
 * USDT of futures, the spec's default pair's BKT, and the coins of the demo's lists.
 */
export const demoPrices: Readonly<Record<string, string>> = {
  KRW: '1',
  USDT: '1400',
  BKT: '1000',
  BTC: '140000000',
  ETH: '5000000',
  XRP: '3000',
};

/** Demo promo codes: a welcome bonus in points and one in futures USDT, each once per member. */
export const demoCoupons = [
  { promoCode: 'WELCOME', walletType: 'BINARY', amount: '10000', maxUses: 1000 },
  { promoCode: 'FUTURES10', walletType: 'FUTURES', amount: '10', maxUses: 100 },
] as const;

/**
 * The demo's payment providers, all served by the built-in sandbox: `sandbox` answers every
 * `/{provider}/…` call, and the desks the spec names by path (Bitshop, Million and Vancoin P2P)
 * have an entry each.
 */
const demoProviders = {
  sandbox: { label: '샌드박스 결제' },
  bitshop: { label: 'Bitshop (샌드박스)' },
  million: { label: 'Million P2P (샌드박스)' },
  vancoin: { label: 'Vancoin P2P (샌드박스)' },
};

const couponLifetimeMs = 365 * 24 * 60 * 60 * 1000;

/**
 * The demo site's wallet data, run on every start and idempotent, so a demo seeded before the wallet
 * existed gets it too: prices, coupons (expiring a year after they are first written), the sandbox
 * providers (only when the site lists none), and a history row for each opening balance the demo
 * seed credited, so the members' dnw history shows where their paper money came from.
 */
export async function seedDemoWallet(db: Queryable, siteId: number, nowMs: number): Promise<void> {
  const site = await findSiteById(db, siteId);
  if (site === undefined) throw new Error(`The demo site ${siteId} vanished.`);
  for (const [asset, price] of Object.entries(demoPrices)) {
    await db.query(
      `INSERT INTO wallet_asset_price (site_id, asset, krw_price_e8, updated_at) VALUES ($1, $2, $3::numeric, $4)
       ON CONFLICT (site_id, asset) DO NOTHING`,
      [siteId, asset, (BigInt(price) * PRICE_SCALE).toString(), new Date(nowMs)],
    );
  }
  for (const coupon of demoCoupons) {
    const wallet = siteWallet(site, coupon.walletType);
    if (wallet === undefined) continue;
    await db.query(
      `INSERT INTO coupon (site_id, promo_code, wallet_type, asset, amount, expires_at, max_uses)
       VALUES ($1, $2, $3, $4, $5::numeric, $6, $7) ON CONFLICT (site_id, promo_code) DO NOTHING`,
      [
        siteId,
        coupon.promoCode,
        wallet.walletType,
        wallet.asset,
        parseMinor(wallet.asset, coupon.amount).toString(),
        new Date(nowMs + couponLifetimeMs),
        coupon.maxUses,
      ],
    );
  }
  await db.query(
    `UPDATE site_info SET settings = jsonb_set(settings, '{providers}', $2::jsonb)
     WHERE id = $1 AND NOT (settings ? 'providers')`,
    [siteId, JSON.stringify(demoProviders)],
  );
  await recordOpeningBalances(db, siteId);
}

/** One APPROVED deposit row per opening-balance posting (ref `demo:opening-balance`) without one. */
async function recordOpeningBalances(db: Queryable, siteId: number): Promise<void> {
  await db.query(
    `INSERT INTO dnw_history (site_id, member_id, type, wallet_type, asset, point, status, channel, memo,
       transfer_id, created_at, processed_at)
     SELECT p.site_id, a.member_id, 'D', a.wallet_type, p.asset, p.amount, 'APPROVED', 'BANK', '모의투자 지급금',
       p.transfer_id, p.created_at, p.created_at
     FROM ledger_posting p JOIN ledger_account a ON a.id = p.credit_account_id
     WHERE p.site_id = $1 AND p.ref = 'demo:opening-balance'
       AND NOT EXISTS (SELECT 1 FROM dnw_history d WHERE d.transfer_id = p.transfer_id)
     ORDER BY p.id`,
    [siteId],
  );
}
