import type { z } from 'zod';
import type { site as siteArea } from '@baro/contracts';
import type { Site } from './find-site.ts';
import { siteSettings } from './site-settings.ts';

/** Basis points as a decimal fraction string: 4 → '0.0004', 50 → '0.005', 10000 → '1'. */
export function bpsToRate(bps: number): string {
  const digits = String(bps).padStart(5, '0');
  const whole = String(Number(digits.slice(0, -4)));
  const fraction = digits.slice(-4).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** What `/fee.json` answers for a site. */
export function feeTableOf(site: Pick<Site, 'id' | 'settings'>): z.input<typeof siteArea.feeTableSchema> {
  const fees = siteSettings(site).fees;
  return {
    futuresTakerFeeRate: bpsToRate(fees.futuresTakerFeeBps),
    futuresLiquidationFeeRate: bpsToRate(fees.futuresLiquidationFeeBps),
    overseaFeePerLot: fees.overseaFeePerLot,
    withdrawFeeByCoin: fees.withdrawFeeByCoin,
    convertFeeRate: bpsToRate(fees.convertFeeBps),
  };
}
