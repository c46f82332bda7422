import { useState } from 'react';
import { useAppState } from '../../app/services-context.tsx';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { parseCoinList } from '../../wallet/site-wallets.ts';
import { WalletBetHistoryScreen } from '../binary-trade/wallet-bet-history-screen.tsx';
import { OrderHistory } from './order-history.tsx';

type Variant = 'futures' | 'binary';

/**
 * /wallet/history (spec §2: "futures or binary variant by site type"): a site that uses the FUTURES
 * wallet shows the member's futures orders of every option with their deciding ticks, one that uses
 * BINARY the timed-round bets; a site with both has a tab for each, futures first.
 */
export function WalletHistoryScreen() {
  const coins = parseCoinList(useAppState((state) => state.siteInfo?.usedCoins ?? ''));
  const variants: Variant[] = [];
  if (coins.includes('FUTURES')) variants.push('futures');
  if (coins.includes('BINARY')) variants.push('binary');
  const [chosen, setChosen] = useState<Variant | null>(null);
  const shown = chosen ?? variants[0];
  if (shown === undefined) return <EmptyState message="준비 중입니다." />;
  return (
    <div className="flex flex-col">
      {variants.length > 1 && (
        <div role="tablist" aria-label="거래 종류" className="flex gap-2 px-4 pt-3">
          {variants.map((variant) => (
            <button
              key={variant}
              type="button"
              role="tab"
              aria-selected={shown === variant}
              onClick={() => {
                setChosen(variant);
              }}
              className={cx(
                'h-8 rounded-full px-3 text-sm font-semibold',
                shown === variant ? 'bg-accent text-accent-text' : 'bg-surface-2 text-text-dim',
              )}
            >
              {variant === 'futures' ? '선물' : '바이너리'}
            </button>
          ))}
        </div>
      )}
      {shown === 'futures' ? <OrderHistory optionId={undefined} /> : <WalletBetHistoryScreen />}
    </div>
  );
}
