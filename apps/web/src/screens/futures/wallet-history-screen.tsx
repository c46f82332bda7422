import { useState } from 'react';
import { useAppState } from '../../app/services-context.tsx';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { parseCoinList } from '../../wallet/site-wallets.ts';
import { WalletBetHistoryScreen } from '../binary-trade/wallet-bet-history-screen.tsx';
import { DailyProfit } from '../oversea/daily-profit.tsx';
import { OverseaOrderHistory } from '../oversea/oversea-history.tsx';
import { OrderHistory } from './order-history.tsx';

type Variant = 'futures' | 'oversea' | 'binary';
type OverseaView = 'orders' | 'profit';

const VARIANT_LABELS: Record<Variant, string> = { futures: '선물', oversea: '해외선물', binary: '바이너리' };
const OVERSEA_VIEW_LABELS: Record<OverseaView, string> = { orders: '체결내역', profit: '일별손익' };

/** A row of pill tabs choosing one of `choices`. */
function PillTabs<Choice extends string>(props: {
  label: string;
  choices: readonly Choice[];
  labels: Record<Choice, string>;
  shown: Choice;
  onChoose: (choice: Choice) => void;
  small?: boolean;
}) {
  return (
    <div role="tablist" aria-label={props.label} className="flex gap-2 px-4 pt-3">
      {props.choices.map((choice) => (
        <button
          key={choice}
          type="button"
          role="tab"
          aria-selected={props.shown === choice}
          onClick={() => {
            props.onChoose(choice);
          }}
          className={cx(
            'rounded-full px-3 font-semibold',
            props.small === true ? 'h-7 text-xs' : 'h-8 text-sm',
            props.shown === choice ? 'bg-accent text-accent-text' : 'bg-surface-2 text-text-dim',
          )}
        >
          {props.labels[choice]}
        </button>
      ))}
    </div>
  );
}

/**
 * The overseas futures traded on the BINARY wallet: the orders of every option with their deciding
 * ticks and fees, or the realised pnl of each KST trading day (the /oversea page's own lists).
 */
function OverseaResults() {
  const [view, setView] = useState<OverseaView>('orders');
  return (
    <>
      <PillTabs
        label="해외선물 내역"
        choices={['orders', 'profit']}
        labels={OVERSEA_VIEW_LABELS}
        shown={view}
        onChoose={setView}
        small
      />
      {view === 'orders' ? <OverseaOrderHistory optionId={undefined} /> : <DailyProfit />}
    </>
  );
}

/**
 * /wallet/history (spec §2: "futures or binary variant by site type"): a site that uses the FUTURES
 * wallet shows the member's futures orders of every option with their deciding ticks; one that uses
 * BINARY its overseas futures results when the site offers them (issue 16 §3) and the timed-round
 * bets; a site with several has a tab for each, futures first.
 */
export function WalletHistoryScreen() {
  const site = useAppState((state) => state.siteInfo);
  const coins = parseCoinList(site?.usedCoins ?? '');
  const variants: Variant[] = [];
  if (coins.includes('FUTURES')) variants.push('futures');
  if (coins.includes('BINARY') && site?.features.oversea === true) variants.push('oversea');
  if (coins.includes('BINARY')) variants.push('binary');
  const [chosen, setChosen] = useState<Variant | null>(null);
  const shown = chosen ?? variants[0];
  if (shown === undefined) return <EmptyState message="이 사이트에는 거래 내역을 볼 지갑이 없습니다." />;
  return (
    <div className="flex flex-col">
      {variants.length > 1 && (
        <PillTabs
          label="거래 종류"
          choices={variants}
          labels={VARIANT_LABELS}
          shown={shown}
          onChoose={setChosen}
        />
      )}
      {shown === 'futures' ? (
        <OrderHistory optionId={undefined} />
      ) : shown === 'oversea' ? (
        <OverseaResults />
      ) : (
        <WalletBetHistoryScreen />
      )}
    </div>
  );
}
