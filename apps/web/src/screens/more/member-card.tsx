import type { auth } from '@baro/contracts';
import { ChevronRight } from 'lucide-react';
import { formatWalletAmount } from '../../format/wallet-amount.ts';
import { Link } from '../../routes/router/index.ts';
import { assetAmount } from '../../wallet/dnw-labels.ts';
import { walletName } from '../../wallet/site-wallets.ts';

/**
 * The member at the top of the more hub and the profile: initial, names, the BINARY wallet's balance
 * named as that wallet (members hold other wallets too), and, where the page gives it, the total of
 * every wallet in won, which leads to the asset status.
 */
export function MemberCard({
  me,
  currency,
  totalWon,
}: {
  me: auth.Me;
  currency: string | undefined;
  /** Every wallet in won at the site's prices (`useAssetSummary`); no line while unknown or not given. */
  totalWon?: bigint | undefined;
}) {
  const display = me.nick ?? me.name;
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-text">
          {display.slice(0, 1)}
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-[17px] font-bold">{display}</span>
          <span className="truncate text-[13px] text-text-dim">
            {me.username} · {me.name}
          </span>
        </div>
      </div>
      <div className="flex flex-col gap-2 rounded-xl bg-surface-2 px-4 py-3">
        <div className="flex items-baseline justify-between gap-3">
          <span className="text-[13px] text-text-dim">{walletName('BINARY')} 보유금액</span>
          <span data-testid="member-binary-balance" className="text-lg font-bold tabular-nums">
            {currency === undefined ? formatWalletAmount(me.money) : assetAmount(me.money, currency)}
            {currency !== undefined && (
              <span className="ml-1 text-[13px] font-medium text-text-dim">{currency}</span>
            )}
          </span>
        </div>
        {totalWon !== undefined && (
          <Link
            to="/wallet/asset"
            className="flex items-baseline justify-between gap-3 border-t border-line pt-2 outline-none focus-visible:ring-2 focus-visible:ring-accent"
          >
            <span className="text-[13px] text-text-dim">총 보유자산 (원화 환산)</span>
            <span className="flex items-center gap-1">
              <span data-testid="member-asset-total" className="text-[15px] font-semibold tabular-nums">
                {formatWalletAmount(totalWon, 0)}
                <span className="ml-1 text-[13px] font-medium text-text-dim">KRW</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-4 self-center text-text-dim" />
            </span>
          </Link>
        )}
      </div>
    </div>
  );
}
