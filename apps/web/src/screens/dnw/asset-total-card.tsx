import type { AssetSummary } from '../../wallet/asset-summary.ts';
import { formatWalletAmount } from '../../format/wallet-amount.ts';
import { cx } from '../../ui/class-names.ts';
import { formatKstTime } from '../../wallet/dnw-labels.ts';
import { walletName } from '../../wallet/site-wallets.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

/** Colours of the share bar, one per wallet in turn (theme tokens, so both themes follow). */
const shareColours = ['bg-accent', 'bg-down', 'bg-success', 'bg-warning', 'bg-up', 'bg-text-dim'];

function percentText(bps: number): string {
  return `${(bps / 100).toFixed(1)}%`;
}

/**
 * The total of every wallet in won at the site's published prices, with the time of the oldest price
 * it used, and a bar of each wallet's share of it with a legend, largest first.
 */
export function AssetTotalCard({ summary }: { summary: AssetSummary | undefined }) {
  const shares =
    summary === undefined
      ? []
      : summary.rows
          .filter((row) => row.shareBps > 0)
          .sort((a, b) => b.shareBps - a.shareBps)
          .map((row, index) => ({
            ...row,
            colour: shareColours[index % shareColours.length] ?? 'bg-accent',
          }));
  return (
    <section
      aria-label="총 보유자산"
      className="rounded-2xl border border-line bg-gradient-to-br from-accent/20 via-surface to-surface p-4"
    >
      <p className="text-[13px] text-text-dim">총 보유자산 (원화 환산)</p>
      {summary === undefined ? (
        <Skeleton className="mt-2 h-8 w-2/3" />
      ) : (
        <p className="mt-1 text-[26px] leading-tight font-bold tabular-nums" data-testid="asset-total">
          {formatWalletAmount(summary.totalWon, 0)}
          <span className="ml-1 text-sm font-semibold text-text-dim">KRW</span>
        </p>
      )}
      {summary?.pricedAt !== undefined && (
        <p data-testid="asset-priced-at" className="mt-1 text-xs text-text-dim tabular-nums">
          시세 기준 {formatKstTime(summary.pricedAt)}
        </p>
      )}
      {shares.length > 0 && (
        <>
          <div
            role="img"
            aria-label={`지갑별 비중: ${shares.map((row) => `${walletName(row.walletType)} ${percentText(row.shareBps)}`).join(', ')}`}
            className="mt-4 flex h-2.5 w-full overflow-hidden rounded-full bg-surface-2"
          >
            {shares.map((row) => (
              <span
                key={row.walletType}
                className={cx('h-full', row.colour)}
                style={{ width: `${String(row.shareBps / 100)}%` }}
              />
            ))}
          </div>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1.5">
            {shares.map((row) => (
              <li key={row.walletType} className="flex items-center gap-2 text-xs">
                <span aria-hidden="true" className={cx('size-2 shrink-0 rounded-full', row.colour)} />
                <span className="min-w-0 flex-1 truncate text-text-dim">{walletName(row.walletType)}</span>
                <span className="font-semibold tabular-nums">{percentText(row.shareBps)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {summary !== undefined && summary.unpriced.length > 0 && (
        <p className="mt-3 text-xs text-text-dim">
          시세가 없는 {summary.unpriced.join(', ')}은(는) 합계에서 제외되었습니다.
        </p>
      )}
    </section>
  );
}
