import { parseCoinList } from '@baro/domain';
import type { Queryable } from '../../db/database.ts';
import { ensureMemberWallet } from '../../ledger/index.ts';
import type { Site } from '../sites/find-site.ts';

/** Futures and copy trading settle in USDT (DOMAIN.md §1). */
const futuresAsset = 'USDT';

/**
 * The wallets every member of the site has (DOMAIN.md §1): BINARY in the site's binary currency,
 * FUTURES in USDT, and one spot wallet per coin of the site's used-coin list. `BINARY` and `FUTURES`
 * in that list switch features on; they are not coins.
 */
export function memberWalletTypes(site: Pick<Site, 'binaryCurrency' | 'usedCoins'>) {
  const coins = parseCoinList(site.usedCoins).filter((code) => code !== 'BINARY' && code !== 'FUTURES');
  return [
    { walletType: 'BINARY', asset: site.binaryCurrency },
    { walletType: 'FUTURES', asset: futuresAsset },
    ...coins.map((coin) => ({ walletType: coin, asset: coin })),
  ];
}

/** Opens the member's wallets in the signup transaction, so no member exists without them. */
export async function openMemberWallets(tx: Queryable, site: Site, memberId: number): Promise<void> {
  for (const wallet of memberWalletTypes(site)) {
    await ensureMemberWallet(tx, { siteId: site.id, memberId, ...wallet });
  }
}
