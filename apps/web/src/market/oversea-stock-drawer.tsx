import * as oversea from '@baro/contracts/manifest/oversea';
import type { OverseaOption } from '@baro/contracts/routes/oversea';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useLocation, useNavigate } from '../routes/router/index.ts';
import type { ApiClient } from '../api/api-client.ts';
import { useServices } from '../app/services-context.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { LeftDrawer } from '../ui/left-drawer.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';
import { useOverseaPrices } from './live-prices.ts';
import { isViewPath, tradePath } from './market-lists.ts';
import { formatPrice } from './price-format.ts';
import { overseaOptionsQuery } from './queries.ts';
import { StockRow } from './stock-row.tsx';

export const OVERSEA_DRAWER_TITLE = '해외선물';

/** Spec §2's text for a closed market, used when the server's answer carries no message of its own. */
export function closedMarketText(stock: string): string {
  return `${stock}종목이 현재 휴장중입니다.`;
}

/** What choosing an overseas option leads to: close only, an alert, or a new page. */
export type OverseaChoice =
  | { readonly kind: 'close' }
  | { readonly kind: 'alert'; readonly message: string }
  | { readonly kind: 'open'; readonly path: string };

/**
 * Spec §2: the option on screen just closes the drawer; any other is read again first (its session
 * may have closed since the list loaded) — a closed market or a failed read is said in an alert,
 * otherwise its page opens (/oversea/{id}, /overseaView/{id} on View pages).
 */
export async function chooseOverseaOption(
  api: ApiClient,
  option: OverseaOption,
  currentId: number | null,
  view: boolean,
): Promise<OverseaChoice> {
  if (option.id === currentId) return { kind: 'close' };
  const result = await api.call(oversea.getOverseaOption, { query: { overseaOptionId: option.id } });
  if (!result.ok) return { kind: 'alert', message: result.message };
  if (result.data.data.isRest) {
    const message = result.data.message.trim();
    return {
      kind: 'alert',
      message: message === '' || message === 'OK' ? closedMarketText(option.stock) : message,
    };
  }
  return { kind: 'open', path: tradePath('oversea', option.id, view) };
}

export interface OverseaStockDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The overseas option the page shows, marked in the list. */
  currentId: number | null;
}

function OverseaStockList({ currentId, onClose }: Omit<OverseaStockDrawerProps, 'open'>) {
  const { api, dialogs } = useServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const options = useQuery(overseaOptionsQuery(api));
  const stocks = useMemo(() => (options.data ?? []).map((option) => option.stock), [options.data]);
  const prices = useOverseaPrices(stocks);
  // A second tap while the first choice is still being read is ignored.
  const choosing = useRef(false);

  async function choose(option: OverseaOption): Promise<void> {
    if (choosing.current) return;
    choosing.current = true;
    try {
      const choice = await chooseOverseaOption(api, option, currentId, isViewPath(pathname));
      if (choice.kind === 'alert') {
        await dialogs.alert(choice.message);
        return;
      }
      onClose();
      if (choice.kind === 'open') await navigate(choice.path);
    } finally {
      choosing.current = false;
    }
  }

  if (options.isPending) return <SkeletonList rows={6} label="해외선물 종목 불러오는 중" />;
  if (options.isError) return <EmptyState message={options.error.message} />;
  if (options.data.length === 0) return <EmptyState message="거래 가능한 종목이 없습니다." />;
  return (
    <ul className="flex flex-col py-1">
      {options.data.map((option) => {
        const price = prices.get(option.stock);
        return (
          <StockRow
            key={option.id}
            name={option.koName}
            detail={`${option.stock} · ${option.currency}`}
            price={price === undefined ? undefined : formatPrice(price.lastPrice, option.precision)}
            changePercent={price?.changePercent}
            current={option.id === currentId}
            onSelect={() => {
              void choose(option);
            }}
          />
        );
      })}
    </ul>
  );
}

/**
 * The overseas stock drawer (spec §2): every overseas option with its Korean name, price and change,
 * KRW-currency options first. Choosing one follows `chooseOverseaOption`.
 */
export function OverseaStockDrawer({ open, onClose, currentId }: OverseaStockDrawerProps) {
  return (
    <LeftDrawer open={open} onClose={onClose} title={OVERSEA_DRAWER_TITLE}>
      <OverseaStockList currentId={currentId} onClose={onClose} />
    </LeftDrawer>
  );
}
