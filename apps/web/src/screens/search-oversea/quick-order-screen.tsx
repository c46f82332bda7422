import type { OverseaOption } from '@baro/contracts/routes/oversea';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { useOverseaPrices } from '../../market/live-prices.ts';
import { formatPrice } from '../../market/price-format.ts';
import { overseaOptionsQuery } from '../../market/queries.ts';
import { StockRow } from '../../market/stock-row.tsx';
import { messageOf } from '../../i18n/i18n.ts';
import { overseaFiguresOf, useOverseaCross } from '../../oversea/oversea-cross.ts';
import { krwOf } from '../../oversea/oversea-math.ts';
import { overseaPositionsQuery } from '../../oversea/oversea-queries.ts';
import { useOverseaSocket } from '../../oversea/use-oversea-socket.ts';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { useMyWallets } from '../../wallet/wallet-hooks.ts';
import { OverseaOrderCost } from '../oversea/oversea-order-cost.tsx';
import type { OverseaOrderForm } from '../oversea/oversea-order-form.ts';
import { overseaOrderProblem } from '../oversea/oversea-order-form.ts';
import { useOverseaActions } from '../oversea/use-oversea-actions.ts';

/**
 * The one-tap order sheet of an instrument: lots from the presets, what they cost, then 시장가 매수 or
 * 시장가 매도 (with the member's remembered TP/SL ticks, as the order panel sends them), after the same
 * confirmation as the /oversea page; an order the point cannot pay gets the server's message unsent.
 */
function QuickOrderSheet(props: {
  option: OverseaOption;
  lastPrice: string | undefined;
  onClose: () => void;
}) {
  const { option } = props;
  const { api, i18n } = useServices();
  const settings = useAppState((state) => state.settings);
  const [lots, setLots] = useState(settings.orderCounts[0] ?? 1);
  const [problem, setProblem] = useState<string | null>(null);
  const actions = useOverseaActions(option, props.onClose);
  const figures = overseaFiguresOf(useOverseaCross().cross, useMyWallets().data?.BINARY);
  const point = figures === null ? undefined : krwOf(figures.playerPoint);
  const positions = useQuery(overseaPositionsQuery(api, option.id));
  const send = (side: 'LONG' | 'SHORT') => {
    const form: OverseaOrderForm = {
      type: 'MARKET',
      lots,
      price: '',
      tpslOn: true,
      tpTick: settings.tpsl.tp,
      slTick: settings.tpsl.sl,
    };
    const position = positions.data?.find((row) => row.overseaOptionId === option.id);
    const reason = overseaOrderProblem(
      { form, option, side, lastPrice: props.lastPrice, point, position },
      messageOf(i18n, 'INSUFFICIENT_BALANCE'),
    );
    setProblem(reason);
    if (reason === null) void actions.order(side, form);
  };
  return (
    <div className="fixed inset-0 z-40 flex flex-col justify-end bg-black/50" onClick={props.onClose}>
      <section
        role="dialog"
        aria-label={`${option.koName} 빠른주문`}
        className="flex flex-col gap-3 rounded-t-2xl bg-surface px-4 pt-4 pb-6"
        onClick={(event) => {
          event.stopPropagation();
        }}
      >
        <div className="flex items-baseline justify-between">
          <span className="font-bold">
            {option.koName} <span className="text-xs text-text-dim">{option.stock}</span>
          </span>
          <span data-testid="quick-price" className="font-semibold tabular-nums">
            {props.lastPrice === undefined ? '-' : formatPrice(props.lastPrice, option.precision)}
          </span>
        </div>
        <div role="group" aria-label="수량" className="flex gap-1">
          {settings.orderCounts.map((count) => (
            <button
              key={count}
              type="button"
              aria-pressed={lots === count}
              onClick={() => {
                setLots(count);
                setProblem(null);
              }}
              className={cx(
                'h-9 flex-1 rounded-md text-sm font-semibold tabular-nums',
                lots === count ? 'bg-accent text-white' : 'bg-surface-2',
              )}
            >
              {count}계약
            </button>
          ))}
        </div>
        <OverseaOrderCost option={option} lots={lots} point={point} />
        <div className="flex justify-between text-xs">
          <span className="text-text-dim">TP / SL</span>
          <span data-testid="quick-tpsl" className="font-semibold tabular-nums">
            {settings.tpsl.tp} / {settings.tpsl.sl}틱
          </span>
        </div>
        {problem !== null && (
          <p role="alert" className="text-center text-xs text-danger">
            {problem}
          </p>
        )}
        <div className="flex gap-2">
          {(['LONG', 'SHORT'] as const).map((side) => (
            <button
              key={side}
              type="button"
              disabled={actions.busy}
              onClick={() => {
                send(side);
              }}
              className={cx(
                'h-12 flex-1 rounded-xl font-bold text-white disabled:opacity-40',
                side === 'LONG' ? 'bg-up' : 'bg-down',
              )}
            >
              시장가 {side === 'LONG' ? '매수' : '매도'}
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}

/**
 * /search/oversea, the footer's 빠른주문 (issue 16 §3): every overseas instrument whose market is open,
 * with its live price and change; a tap opens its order sheet.
 */
export function QuickOrderScreen() {
  const { api } = useServices();
  const options = useQuery(overseaOptionsQuery(api));
  const open = useMemo(() => (options.data ?? []).filter((option) => !option.isRest), [options.data]);
  const stocks = useMemo(() => open.map((option) => option.stock), [open]);
  const prices = useOverseaPrices(stocks);
  // Fills and the losscut notify here too (spec §4), as on the /oversea page.
  useOverseaSocket(true);
  const [chosen, setChosen] = useState<OverseaOption | null>(null);
  if (options.isPending) return <SkeletonList rows={6} label="해외선물 종목 불러오는 중" />;
  if (options.isError) {
    return (
      <EmptyState
        message={options.error.message}
        action={{ label: '다시 시도', onClick: () => void options.refetch() }}
      />
    );
  }
  if (open.length === 0) return <EmptyState message="현재 거래 가능한 종목이 없습니다." />;
  return (
    <>
      <ul aria-label="빠른주문 종목" className="flex flex-col py-1">
        {open.map((option) => {
          const price = prices.get(option.stock);
          return (
            <StockRow
              key={option.id}
              name={option.koName}
              detail={`${option.stock} · ${option.currency}`}
              price={price === undefined ? undefined : formatPrice(price.lastPrice, option.precision)}
              changePercent={price?.changePercent}
              current={false}
              onSelect={() => {
                setChosen(option);
              }}
            />
          );
        })}
      </ul>
      {chosen !== null && (
        <QuickOrderSheet
          key={chosen.id}
          option={chosen}
          lastPrice={prices.get(chosen.stock)?.lastPrice}
          onClose={() => {
            setChosen(null);
          }}
        />
      )}
    </>
  );
}
