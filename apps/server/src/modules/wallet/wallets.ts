import type { wallet as walletArea } from '@baro/contracts';
import type { MemberCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import { ensureMemberWallet, walletViews } from '../../ledger/index.ts';
import { addressProvider } from '../providers/provider-lookup.ts';
import type { Site } from '../sites/find-site.ts';
import { siteWallet } from './site-wallets.ts';
import { noWalletFigures, walletEntries } from './wallet-entry.ts';
import type { WalletFigures } from './wallet-entry.ts';

async function depositAddresses(db: Queryable, caller: MemberCaller): Promise<Map<string, string>> {
  const found = await db.query<{ wallet_type: string; deposit_address: string }>(
    'SELECT wallet_type, deposit_address FROM member_wallet_address WHERE member_id = $1 AND site_id = $2',
    [caller.memberId, caller.siteId],
  );
  return new Map(found.rows.map((row) => [row.wallet_type, row.deposit_address]));
}

/**
 * GET /wallet/my: every wallet of the caller, keyed by type, with coin deposit addresses; the BINARY
 * and FUTURES wallets with what their open positions add (`walletPositionFigures`).
 */
export async function myWallets(
  db: Queryable,
  caller: MemberCaller,
  figures: WalletFigures = noWalletFigures,
): Promise<walletArea.WalletMap> {
  const [views, addresses] = await Promise.all([
    walletViews(db, { siteId: caller.siteId, memberId: caller.memberId }),
    depositAddresses(db, caller),
  ]);
  return walletEntries(views, figures, addresses);
}

/**
 * POST /wallet/temp-generate and /wallet/generate: opens a coin wallet of the site with a deposit
 * address from the address provider, once; asking again answers the same address. `/generate` also
 * records (or replaces) the member's own withdrawal address and bank details, which withdrawals of
 * that coin use when they name no address.
 */
export async function generateWallet(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config'>,
  caller: MemberCaller,
  site: Site,
  input: { coinName: string; address?: string; bankInfo?: string },
): Promise<walletArea.WalletEntry | Rejection> {
  const wallet = siteWallet(site, input.coinName);
  if (wallet?.kind !== 'COIN') return reject('COIN_NOT_SUPPORTED');
  const provider = addressProvider(ctx);
  const now = new Date(ctx.clock.nowMs());
  return ctx.db.transaction(async (tx) => {
    await ensureMemberWallet(tx, { siteId: site.id, memberId: caller.memberId, ...wallet });
    await tx.query(
      `INSERT INTO member_wallet_address (site_id, member_id, wallet_type, provider, deposit_address,
         created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT (member_id, wallet_type) DO NOTHING`,
      [
        site.id,
        caller.memberId,
        wallet.walletType,
        provider.name,
        provider.newDepositAddress(wallet.asset),
        now,
      ],
    );
    if (input.address !== undefined || input.bankInfo !== undefined) {
      await tx.query(
        `UPDATE member_wallet_address SET withdraw_address = COALESCE($3, withdraw_address),
           bank_info = COALESCE($4, bank_info), updated_at = $5
         WHERE member_id = $1 AND wallet_type = $2`,
        [caller.memberId, wallet.walletType, input.address ?? null, input.bankInfo ?? null, now],
      );
    }
    const entries = await myWallets(tx, caller);
    const entry = entries[wallet.walletType];
    if (entry === undefined) throw new Error(`wallet ${wallet.walletType} vanished after it was opened`);
    return entry;
  });
}
