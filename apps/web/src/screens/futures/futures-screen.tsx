import type { FuturesOption, FuturesOrder, FuturesPosition } from '@baro/contracts/routes/futures';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { futuresChartLines } from '../../futures/chart-lines.ts';
import { lastLeverageQuery, openOrdersQuery, openPositionsQuery } from '../../futures/futures-queries.ts';
import { useFuturesInfo } from '../../futures/use-futures-info.ts';
import { useFuturesSocket } from '../../futures/use-futures-socket.ts';
import { FuturesStockDrawer } from '../../market/futures-stock-drawer.tsx';
import { coinCode, isViewPath, routeId } from '../../market/market-lists.ts';
import { PriceChart } from '../../market/price-chart.tsx';
import { futuresOptionsQuery } from '../../market/queries.ts';
import { useLocation, useNavigate, useParams } from '../../routes/router/index.ts';
import { isSignedIn } from '../../state/app-store.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SkeletonList } from '../../ui/skeleton.tsx';
import { useMyWallets } from '../../wallet/wallet-hooks.ts';
import { DrawerTrigger, MarketPreviewSkeleton } from '../trade/market-preview.tsx';
import { FuturesHeader } from './futures-header.tsx';
import type { FuturesDialogRequest } from './futures-dialogs.tsx';
import { FuturesTabs } from './futures-tabs.tsx';
import { useOrderActions } from './use-order-actions.ts';
import { OrderPanel } from './order-panel.tsx';
import { EMPTY_FORM } from './order-form.ts';
import type { OrderForm } from './order-form.ts';

const FuturesDialog = lazy(() =>
  import('./futures-dialogs.tsx').then((module) => ({ default: module.FuturesDialog })),
);

/** Short enough that the order panel starts on a phone's first screen. */
const CHART_HEIGHT_PX = 200;

/**
 * /future/:id and /futureView/:id (spec §2, issue 15 §3): the instrument's live figures and chart with
 * the member's lines, the order panel (members, never on a View page), and the member's positions,
 * open orders, history and funding, kept live by `/user/queue/futures` and `/user/queue/cross`.
 */
export function FuturesScreen() {
  const { api } = useServices();
  const id = routeId(useParams().id);
  const options = useQuery(futuresOptionsQuery(api));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawer = (
    <FuturesStockDrawer
      open={drawerOpen}
      onClose={() => {
        setDrawerOpen(false);
      }}
      currentId={id}
    />
  );
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
  const option = options.data.find((candidate) => candidate.id === id);
  if (option === undefined) {
    return (
      <>
        <EmptyState
          message="선택한 종목을 찾을 수 없습니다."
          action={{ label: '종목 선택', onClick: openDrawer }}
        />
        {drawer}
      </>
    );
  }
  return (
    <FuturesPage key={option.id} option={option} onOpenDrawer={openDrawer}>
      {drawer}
    </FuturesPage>
  );
}

const NO_POSITIONS: readonly FuturesPosition[] = [];
const NO_ORDERS: readonly FuturesOrder[] = [];

function FuturesPage(props: { option: FuturesOption; onOpenDrawer: () => void; children: ReactNode }) {
  const { option } = props;
  const { api } = useServices();
  const navigate = useNavigate();
  const view = isViewPath(useLocation().pathname);
  const member = useAppState(isSignedIn);
  const trading = member && !view;
  const info = useFuturesInfo(option.stock);
  const live = useFuturesSocket(option.id, trading);
  const positions = useQuery({ ...openPositionsQuery(api, option.id), enabled: member });
  const orders = useQuery({ ...openOrdersQuery(api, option.id), enabled: member });
  const setting = useQuery({ ...lastLeverageQuery(api, option.id), enabled: trading });
  const wallets = useMyWallets(member);
  const balance = live.cross?.playerPoint ?? wallets.data?.FUTURES?.point;
  const [form, setForm] = useState<OrderForm>(EMPTY_FORM);
  const [dialog, setDialog] = useState<FuturesDialogRequest | null>(null);
  const leverage = setting.data?.leverage ?? 1;
  const marginType = setting.data?.marginType ?? 'CROSS';
  const actions = useOrderActions({
    option,
    info,
    form,
    leverage,
    marginType,
    balance,
    openDialog: setDialog,
    onPlaced: () => {
      setForm((before) => ({ ...EMPTY_FORM, tab: before.tab, stopKind: before.stopKind }));
    },
  });
  const lines = useMemo(
    () => futuresChartLines(positions.data ?? NO_POSITIONS, orders.data ?? NO_ORDERS),
    [positions.data, orders.data],
  );
  const lastPrice = info?.lastPrice;
  const changePercent = info?.priceChangePercent;
  const atMs = info?.atMs;
  const chartLive = useMemo(
    () =>
      lastPrice === undefined || changePercent === undefined || atMs === undefined
        ? undefined
        : { lastPrice, changePercent, atMs },
    [lastPrice, changePercent, atMs],
  );

  return (
    <div className="flex flex-col pb-4">
      <div className="flex items-center gap-2 border-b border-line bg-surface px-2 py-1">
        <DrawerTrigger
          label={coinCode(option.stock)}
          detail={`${option.stock} 무기한`}
          onOpen={props.onOpenDrawer}
        />
      </div>
      <FuturesHeader option={option} info={info} />
      <PriceChart
        key={option.stock}
        stock={option.stock}
        precision={option.precision}
        live={chartLive}
        priceLines={lines}
        heightPx={CHART_HEIGHT_PX}
      />
      {trading &&
        (setting.isError ? (
          <EmptyState
            message={setting.error.message}
            action={{ label: '다시 시도', onClick: () => void setting.refetch() }}
          />
        ) : setting.isPending ? (
          <SkeletonList rows={3} label="주문 설정 불러오는 중" />
        ) : (
          <OrderPanel
            option={option}
            lastPrice={info?.lastPrice}
            leverage={leverage}
            marginType={marginType}
            balance={balance}
            form={form}
            onFormChange={setForm}
            onLeverage={() => {
              setDialog({ kind: 'leverage', option, leverage });
            }}
            onMarginType={() => void actions.switchMarginType()}
            onSubmit={actions.confirmOrder}
            busy={actions.busy}
          />
        ))}
      <FuturesTabs
        option={option}
        info={info}
        positions={member ? positions : null}
        orders={member ? orders : null}
        cross={live.cross}
        wallet={trading ? wallets.data?.FUTURES : undefined}
        actions={
          trading
            ? {
                onClose: (position) => void actions.closePosition(position),
                onTpsl: (position) => {
                  setDialog({ kind: 'tpsl', position });
                },
                onMargin: (position) => {
                  setDialog({ kind: 'margin', position, option, available: balance });
                },
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
      {dialog !== null && (
        <Suspense fallback={null}>
          <FuturesDialog
            request={dialog}
            onClose={() => {
              setDialog(null);
            }}
          />
        </Suspense>
      )}
      {props.children}
    </div>
  );
}
