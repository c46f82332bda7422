import { z } from 'zod';
import { decimalString, walletType } from '../../wire.ts';

/**
 * One wallet of the member (spec §3 "Wallet entry"). The amounts are views over ledger accounts
 * (DOMAIN.md §1): `point` is available, `gameWaitPoint` reserved in bets, orders and pending
 * withdrawals, `realPoint` the two together, `pnl` the unrealised pnl of open positions and `losscut`
 * the overseas losscut threshold (zero where it does not apply).
 */
export const walletEntrySchema = z.object({
  type: walletType,
  currency: z.string().regex(/^[A-Z][A-Z0-9]{1,15}$/),
  point: decimalString,
  gameWaitPoint: decimalString,
  realPoint: decimalString,
  losscut: decimalString,
  pnl: decimalString,
  /** The coin wallet's deposit address, or null for wallets that have none (BINARY, FUTURES). */
  address: z.string().nullable(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** The member's wallets keyed by wallet type: `BINARY`, `FUTURES` and coin codes (spec §3 "User"). */
export const walletMapSchema = z.record(walletType, walletEntrySchema);
export type WalletMap = z.infer<typeof walletMapSchema>;
