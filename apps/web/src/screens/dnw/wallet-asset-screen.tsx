import { FuturesEquity } from '../../futures/futures-equity.tsx';
import { OverseaEquity } from '../../oversea/oversea-equity.tsx';
import { CouponForm } from '../../wallet/coupon-form.tsx';
import { useAssetSummary } from '../../wallet/use-asset-summary.ts';
import { useDnwSettings, useSite } from '../../wallet/wallet-hooks.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { AssetTotalCard } from './asset-total-card.tsx';
import { AssetWalletRow } from './asset-wallet-row.tsx';

/**
 * Spec §2 /wallet/asset (자산현황): the total in won at the site's prices with each wallet's share,
 * then every wallet with what is available and held, what its positions add (the FUTURES equity, the
 * BINARY wallet's overseas futures) and the actions it offers, then coupon entry.
 * Balance pushes (`/user/queue/point`) move every figure without a reload.
 */
export function WalletAssetScreen() {
  const site = useSite();
  const { summary, wallets, rates } = useAssetSummary();
  const settings = useDnwSettings();

  return (
    <div className="flex flex-col gap-4 px-4 py-4">
      <AssetTotalCard summary={rates.isPending ? undefined : summary} />
      <section aria-label="지갑별 자산" className="overflow-hidden rounded-2xl border border-line bg-surface">
        <h2 className="px-4 pt-4 text-[15px] font-bold">지갑별 자산</h2>
        {summary === undefined ? (
          wallets.isError ? (
            <EmptyState
              message={wallets.error.message}
              action={{ label: '다시 시도', onClick: () => void wallets.refetch() }}
            />
          ) : (
            <SkeletonList rows={4} label="지갑 불러오는 중" />
          )
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {summary.rows.map((row) => (
              <AssetWalletRow
                key={row.walletType}
                row={row}
                site={site}
                typeStatus={settings.data?.typeStatus}
              >
                {row.walletType === 'FUTURES' && <FuturesEquity entry={row.entry} />}
                {row.walletType === 'BINARY' && site.features.oversea && <OverseaEquity entry={row.entry} />}
              </AssetWalletRow>
            ))}
          </ul>
        )}
      </section>
      <CouponForm />
    </div>
  );
}
