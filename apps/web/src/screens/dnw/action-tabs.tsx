import type { SiteInfo } from '@baro/contracts/routes/site';
import { Link } from '../../routes/router/index.ts';
import { cx } from '../../ui/class-names.ts';
import { actionPath, walletActionLabels, walletActionTypes, walletsFor } from './wallet-actions.ts';
import type { TypeStatus, WalletActionType } from './wallet-actions.ts';

/**
 * The wallet actions as tabs (spec §2: a tab shows only if its type is enabled in the type status).
 * A tab keeps the chosen coin when the action applies to it, else opens the action's first coin.
 */
export function ActionTabs({
  site,
  typeStatus,
  current,
  walletType,
}: {
  site: SiteInfo;
  typeStatus: TypeStatus | undefined;
  current: WalletActionType;
  walletType: string;
}) {
  const shown = walletActionTypes.filter(
    (action) => typeStatus?.[action] !== false && walletsFor(site, action).length > 0,
  );
  return (
    <nav aria-label="지갑 기능" className="flex rounded-xl bg-surface-2 p-1">
      {shown.map((action) => {
        const coins = walletsFor(site, action);
        const coin = coins.includes(walletType) ? walletType : (coins[0] ?? walletType);
        const active = action === current;
        return (
          <Link
            key={action}
            to={actionPath(site, action, coin)}
            replace
            aria-current={active ? 'page' : undefined}
            className={cx(
              'flex h-9 flex-1 items-center justify-center rounded-lg text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent',
              active ? 'bg-surface text-text shadow-sm' : 'text-text-dim',
            )}
          >
            {walletActionLabels[action]}
          </Link>
        );
      })}
    </nav>
  );
}
