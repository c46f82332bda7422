import {
  BINARY_OPTION_DEFAULTS,
  COIN_FUTURES,
  DEMO_TRADE_OPTIONS,
  findGameType,
  formatUnits,
  marginTiersForLeverageCap,
  OVERSEA_FUTURES,
  OVERSEA_KRW_RATE_DEFAULTS,
} from '@baro/domain';
import type { Queryable } from '../db/database.ts';
import { storedTiers } from '../modules/futures/futures-option.ts';

/**
 * The demo site's options: every coin future, every overseas future and the demo's timed-round
 * options, on the catalogue's default terms. Run on every start and idempotent (an option already
 * there keeps the terms an operator gave it), so a demo seeded before markets existed gets them too.
 */
export async function seedDemoMarket(db: Queryable, siteId: number): Promise<void> {
  for (const [index, spec] of COIN_FUTURES.entries()) {
    // Each coin its own brackets by its leverage cap (a thin coin's are smaller than BTC's). A demo
    // seeded before the option had a table gets one; a table an operator stored stays.
    await db.query(
      `INSERT INTO futures_option (site_id, stock, max_leverage, sort_order, tiers) VALUES ($1, $2, $3, $4, $5::jsonb)
       ON CONFLICT (site_id, stock) DO UPDATE SET tiers = EXCLUDED.tiers WHERE futures_option.tiers IS NULL`,
      [siteId, spec.stock, spec.maxLeverage, index, storedTiers(marginTiersForLeverageCap(spec.maxLeverage))],
    );
  }
  for (const [index, spec] of OVERSEA_FUTURES.entries()) {
    await db.query(
      `INSERT INTO oversea_option (site_id, stock, krw_rate, margin_per_lot, fee_per_lot, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (site_id, stock) DO NOTHING`,
      [
        siteId,
        spec.stock,
        OVERSEA_KRW_RATE_DEFAULTS[spec.currency],
        spec.marginPerLotMinor.toString(),
        spec.feePerLotMinor.toString(),
        index,
      ],
    );
  }
  const payout = formatUnits(BINARY_OPTION_DEFAULTS.payoutBps, 4);
  for (const [index, option] of DEMO_TRADE_OPTIONS.entries()) {
    const gameType = findGameType(option.type);
    if (gameType === undefined) throw new Error(`The demo names an unknown game type ${option.type}.`);
    await db.query(
      `INSERT INTO trade_option (site_id, stock, type, round_length_ms, payout, min_point, max_point, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (site_id, stock, type) DO NOTHING`,
      [
        siteId,
        option.stock,
        option.type,
        gameType.roundMs,
        payout,
        BINARY_OPTION_DEFAULTS.minStakeMinor.toString(),
        BINARY_OPTION_DEFAULTS.maxStakeMinor.toString(),
        index,
      ],
    );
  }
}
