import type { OverseaOption, OverseaOrder, OverseaPosition } from '@baro/contracts/routes/oversea';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { useOverseaPrices } from '../../market/live-prices.ts';
import { isViewPath, routeId, tradePath } from '../../market/market-lists.ts';
import { OverseaStockDrawer } from '../../market/oversea-stock-drawer.tsx';
import { PriceChart } from '../../market/price-chart.tsx';
import { overseaOptionsQuery } from '../../market/queries.ts';
import { overseaChartLines } from '../../oversea/oversea-chart-lines.ts';
import { LosscutGauge } from '../../oversea/losscut-gauge.tsx';
import { overseaFiguresOf, useOverseaCross } from '../../oversea/oversea-cross.ts';
import { krwOf, livePnlOfAll } from '../../oversea/oversea-math.ts';
import {
  allOverseaPositionsQuery,
  overnightQuery,
  overseaOrdersQuery,
  overseaPositionsQuery,
} from '../../oversea/oversea-queries.ts';
import { useOptionCloseHandling, useOverseaSocket } from '../../oversea/use-oversea-socket.ts';
import { Navigate, useLocation, useNavigate, useParams } from '../../routes/router/index.ts';
import { changeSettings } from '../../session/session.ts';
import { isSignedIn } from '../../state/app-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useMyWallets } from '../../wallet/wallet-hooks.ts';
import { DrawerTrigger, MarketPreviewSkeleton, PriceHeadline } from '../trade/market-preview.tsx';
import type { OverseaOrderForm } from './oversea-order-form.ts';
import { OverseaOrderPanel } from './oversea-order-panel.tsx';
import { OverseaTabs } from './oversea-tabs.tsx';
import { useOverseaActions } from './use-oversea-actions.ts';

/** Short enough that the order panel starts on a phone's first screen. */
const CHART_HEIGHT_PX = 200;

/**
 * /oversea, /oversea/:id and their View twins (spec §2, issue 16 §3): the option's live price and
 * chart with the member's lines, the losscut gauge, the order panel (members, never on a View page),
 * and the member's positions, open orders, history and daily profit, kept live by
 * `/user/queue/oversea` and `/user/queue/oversea_cross`. Without an id the first option (KRW first)
 * opens; the drawer switches.
 */
export function OverseaScreen() {
  const { api } = useServices();
  const { pathname } = useLocation();
  const id = routeId(useParams().id);
  const options = useQuery(overseaOptionsQuery(api));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openDrawer = () => {
    setDrawerOpen(true);
  };
  if (options.isPending) return <MarketPreviewSkeleton />;
  if (options.isError) {
    return (
      <EmptyState
        message={options.error.message}
        action={{ label: '다시 시도', onClick: () => void options.refetch() }}
      />
    );
  }
  const first = options.data[0];
  if (id === null && first !== undefined) {
    return <Navigate replace to={tradePath('oversea', first.id, isViewPath(pathname))} />;
  }
  const option = options.data.find((candidate) => candidate.id === id);
  const drawer = (
    <OverseaStockDrawer
      open={drawerOpen}
      onClose={() => {
        setDrawerOpen(false);
      }}
      currentId={id}
    />
  );
  if (option === undefined) {
    const message = first === undefined ? '거래 가능한 종목이 없습니다.' : '선택한 종목을 찾을 수 없습니다.';
    return (
      <>
        <EmptyState
          message={message}
          action={first === undefined ? undefined : { label: '종목 선택', onClick: openDrawer }}
        />
        {drawer}
      </>
    );
  }
  return (
    <OverseaPage key={option.id} option={option} onOpenDrawer={openDrawer}>
      {drawer}
    </OverseaPage>
  );
}

const NO_POSITIONS: readonly OverseaPosition[] = [];
const NO_ORDERS: readonly OverseaOrder[] = [];

function OverseaPage(props: { option: OverseaOption; onOpenDrawer: () => void; children: ReactNode }) {
  const { option } = props;
  const services = useServices();
  const { api } = services;
  const navigate = useNavigate();
  const view = isViewPath(useLocation().pathname);
  const member = useAppState(isSignedIn);
  const memberId = useAppState((state) => state.me?.id);
  const settings = useAppState((state) => state.settings);
  const trading = member && !view;
  const options = useQuery(overseaOptionsQuery(api));
  const stocks = useMemo(() => (options.data ?? []).map((row) => row.stock), [options.data]);
  const prices = useOverseaPrices(stocks);
  const price = prices.get(option.stock);
  useOverseaSocket(trading);
  const { cross } = useOverseaCross();
  useOptionCloseHandling(option.id);
  const positions = useQuery({ ...overseaPositionsQuery(api, option.id), enabled: member });
  const allPositions = useQuery({ ...allOverseaPositionsQuery(api), enabled: trading });
  const orders = useQuery({ ...overseaOrdersQuery(api, option.id), enabled: member });
  const overnight = useQuery({
    ...overnightQuery(api, memberId ?? 0),
    enabled: trading && memberId !== undefined,
  });
  const wallets = useMyWallets();
  const pushed = overseaFiguresOf(cross, wallets.data?.BINARY);
  const figures =
    pushed === null
      ? null
      : {
          ...pushed,
          // Once the positions are read, their pnl (live on this option) replaces the pushed one.
          lastPnl:
            allPositions.data === undefined
              ? pushed.lastPnl
              : livePnlOfAll(option, allPositions.data, price?.lastPrice).toString(),
        };
  const [form, setForm] = useState<OverseaOrderForm>(() => ({
    type: 'MARKET',
    lots: settings.orderCounts[0] ?? 1,
    price: '',
    tpslOn: true,
    tpTick: settings.tpsl.tp,
    slTick: settings.tpsl.sl,
  }));
  const changeForm = (next: OverseaOrderForm) => {
    setForm(next);
    // The TP/SL ticks are remembered as the member's local setting (spec §3).
    if (next.tpTick !== settings.tpsl.tp || next.slTick !== settings.tpsl.sl) {
      changeSettings(services, { ...settings, tpsl: { tp: next.tpTick, sl: next.slTick } });
    }
  };
  const actions = useOverseaActions(option, () => {
    setForm((before) => ({ ...before, price: '' }));
  });
  const lines = useMemo(
    () => overseaChartLines(positions.data ?? NO_POSITIONS, orders.data ?? NO_ORDERS),
    [positions.data, orders.data],
  );
  return (
    <div className="flex flex-col pb-4">
      <div className="flex items-center gap-2 border-b border-line bg-surface px-2 py-1">
        <DrawerTrigger label={option.koName} detail={option.stock} onOpen={props.onOpenDrawer} />
        {option.isRest && (
          <span className="ml-auto rounded-md bg-surface-2 px-2 py-1 text-xs font-semibold text-warning">
            휴장
          </span>
        )}
      </div>
      <div className="px-4 py-2">
        <PriceHeadline
          lastPrice={price?.lastPrice}
          changePercent={price?.changePercent}
          precision={option.precision}
        />
      </div>
      <PriceChart
        key={option.stock}
        stock={option.stock}
        precision={option.precision}
        live={price}
        priceLines={lines}
        heightPx={CHART_HEIGHT_PX}
      />
      {trading && figures !== null && <LosscutGauge cross={figures} />}
      {trading && (
        <OverseaOrderPanel
          option={option}
          lastPrice={price?.lastPrice}
          lotPresets={settings.orderCounts}
          form={form}
          point={pushed === null ? undefined : krwOf(pushed.playerPoint)}
          position={positions.data?.find((row) => row.overseaOptionId === option.id)}
          onFormChange={changeForm}
          onSubmit={(side) => void actions.order(side, form)}
          busy={actions.busy}
        />
      )}
      <OverseaTabs
        option={option}
        lastPrice={price?.lastPrice}
        positions={member ? positions : null}
        orders={member ? orders : null}
        overnight={overnight.data}
        tpslDefaults={settings.tpsl}
        actions={
          trading
            ? {
                onClose: (position) => void actions.closePosition(position),
                onTpsl: actions.setTpsl,
                onRemoveTpsl: (position, value) => void actions.removeTpsl(position, value),
                onOvernight: (position, isActive) => void actions.setOvernight(position, isActive),
                onCancel: (order) => void actions.cancel(order),
                onCancelAll: () => void actions.cancelAll(),
              }
            : undefined
        }
        onSignIn={
          member
            ? undefined
            : () => {
                void navigate('/signin');
              }
        }
      />
      {props.children}
    </div>
  );
}
