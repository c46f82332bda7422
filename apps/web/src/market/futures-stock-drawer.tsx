import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '../routes/router/index.ts';
import { useServices } from '../app/services-context.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { LeftDrawer } from '../ui/left-drawer.tsx';
import { SkeletonList } from '../ui/skeleton.tsx';
import { useFuturesPrices } from './live-prices.ts';
import { coinCode, isViewPath, tradePath } from './market-lists.ts';
import { formatPrice } from './price-format.ts';
import { futuresOptionsQuery } from './queries.ts';
import { CoinLogo } from './coin-logo.tsx';
import { StockRow } from './stock-row.tsx';

export const FUTURES_DRAWER_TITLE = '선물거래';

export interface FuturesStockDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The futures option the page shows, marked in the list. */
  currentId: number | null;
}

// The list lives in its own component, which the drawer mounts only while it is shown, so its price
// subscription runs only then.
function FuturesStockList({ currentId, onClose }: Omit<FuturesStockDrawerProps, 'open'>) {
  const { api } = useServices();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const options = useQuery(futuresOptionsQuery(api));
  const prices = useFuturesPrices();

  if (options.isPending) return <SkeletonList rows={6} label="선물 종목 불러오는 중" />;
  if (options.isError) return <EmptyState message={options.error.message} />;
  if (options.data.length === 0) return <EmptyState message="거래 가능한 종목이 없습니다." />;
  return (
    <ul className="flex flex-col py-1">
      {options.data.map((option) => {
        const price = prices.get(option.stock);
        const code = coinCode(option.stock);
        return (
          <StockRow
            key={option.id}
            leading={<CoinLogo code={code} />}
            name={code}
            detail={option.stock}
            price={price === undefined ? undefined : formatPrice(price.lastPrice, option.precision)}
            changePercent={price?.changePercent}
            current={option.id === currentId}
            onSelect={() => {
              onClose();
              if (option.id !== currentId)
                void navigate(tradePath('future', option.id, isViewPath(pathname)));
            }}
          />
        );
      })}
    </ul>
  );
}

/**
 * The futures stock drawer (spec §2): 256 px from the left, titled 선물거래, every futures instrument
 * with its coin, last price and change; a tap opens its page (/future/{id}, /futureView/{id} on View
 * pages) and closes the drawer.
 */
export function FuturesStockDrawer({ open, onClose, currentId }: FuturesStockDrawerProps) {
  return (
    <LeftDrawer open={open} onClose={onClose} title={FUTURES_DRAWER_TITLE}>
      <FuturesStockList currentId={currentId} onClose={onClose} />
    </LeftDrawer>
  );
}
