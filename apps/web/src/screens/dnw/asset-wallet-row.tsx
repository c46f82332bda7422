import type { ReactNode } from 'react';
import type { SiteInfo } from '@baro/contracts/routes/site';
import { Link } from '../../routes/router/index.ts';
import { formatWalletAmount } from '../../format/wallet-amount.ts';
import { CoinLogo } from '../../market/coin-logo.tsx';
import type { AssetRow } from '../../wallet/asset-summary.ts';
import { amountWithUnit, assetAmount, formatKstTime } from '../../wallet/dnw-labels.ts';
import { walletName } from '../../wallet/site-wallets.ts';
import { actionPath, actionsOf, walletActionLabels } from './wallet-actions.ts';
import type { TypeStatus } from './wallet-actions.ts';

/** The price a coin's won value used and when it was published: '1 BTC = 140,000,000 KRW · 시세 기준 09:00:00'. */
function PriceLine({ row }: { row: AssetRow }) {
  const price = row.price;
  if (price === undefined || price.at === null) return null;
  return (
    <p
      data-testid={`wallet-price-${row.walletType}`}
      className="-mt-1.5 text-[11px] text-text-dim tabular-nums"
    >
      1 {row.currency} = {amountWithUnit(price.rate, 'KRW')} · 시세 기준 {formatKstTime(price.at)}
    </p>
  );
}

/**
 * One wallet of the asset status: what it holds, what is available and held, its won value with the
 * price and the time it is from, actions.
 */
export function AssetWalletRow({
  row,
  site,
  typeStatus,
  children,
}: {
  row: AssetRow;
  site: SiteInfo;
  typeStatus: TypeStatus | undefined;
  /** More about this wallet under its balances (the FUTURES equity). */
  children?: ReactNode;
}) {
  const { entry } = row;
  const actions = actionsOf(site, typeStatus, row.walletType);
  const held = entry.gameWaitPoint !== '0';
  return (
    <li data-testid={`wallet-row-${row.walletType}`} className="flex flex-col gap-3 px-4 py-4">
      <div className="flex items-start gap-3">
        <CoinLogo code={row.walletType} size={36} />
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-[15px] font-semibold">{walletName(row.walletType)}</span>
          <span className="text-xs text-text-dim">{row.currency}</span>
        </div>
        <div className="flex flex-col items-end">
          <span
            className="text-[15px] font-bold tabular-nums"
            data-testid={`wallet-balance-${row.walletType}`}
          >
            {assetAmount(entry.realPoint, row.currency)}
            <span className="ml-1 text-xs font-medium text-text-dim">{row.currency}</span>
          </span>
          <span className="text-xs text-text-dim tabular-nums">
            {row.wonValue === undefined ? '시세 없음' : `≈ ${formatWalletAmount(row.wonValue, 0)} KRW`}
          </span>
        </div>
      </div>
      <PriceLine row={row} />
      <dl className="grid grid-cols-2 gap-2 rounded-xl bg-surface-2 px-3 py-2 text-xs">
        <div className="flex flex-col gap-0.5">
          <dt className="text-text-dim">사용가능</dt>
          <dd className="font-semibold tabular-nums">{assetAmount(entry.point, row.currency)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-text-dim">보류</dt>
          <dd className={held ? 'font-semibold tabular-nums text-warning' : 'font-semibold tabular-nums'}>
            {assetAmount(entry.gameWaitPoint, row.currency)}
          </dd>
        </div>
      </dl>
      {children}
      {actions.length > 0 && (
        <div className="flex gap-1.5">
          {actions.map((action) => (
            <Link
              key={action}
              to={actionPath(site, action, row.walletType)}
              aria-label={`${walletName(row.walletType)} ${walletActionLabels[action]}`}
              className="flex h-8 flex-1 items-center justify-center rounded-lg border border-line text-xs font-semibold text-text outline-none active:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent"
            >
              {walletActionLabels[action]}
            </Link>
          ))}
        </div>
      )}
    </li>
  );
}
