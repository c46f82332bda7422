import type { WalletEntry } from '@baro/contracts/routes/wallet';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../app/services-context.tsx';
import { cx } from '../ui/class-names.ts';
import { formatPnl, formatPoints, toUnits, USDT_SCALE } from './futures-math.ts';
import { allOpenPositionsQuery } from './futures-queries.ts';

/**
 * The FUTURES wallet's equity on the asset screen (issue 15 §3): what it holds plus the unrealised
 * pnl of every open position at mark, as the server last priced them. The equity is shown floored at
 * zero; the pnl with its sign and 8 decimals (spec §9).
 */
export function FuturesEquity({ entry }: { entry: WalletEntry }) {
  const { api } = useServices();
  const positions = useQuery(allOpenPositionsQuery(api));
  if (positions.isError) {
    return <p className="text-xs text-text-dim">미실현손익을 불러오지 못했습니다.</p>;
  }
  const pnl = (positions.data ?? []).reduce(
    (sum, position) => sum + (toUnits(position.unrealizedPnl, USDT_SCALE) ?? 0n),
    0n,
  );
  const held = toUnits(entry.realPoint, USDT_SCALE) ?? 0n;
  const pending = positions.isPending;
  return (
    <dl className="grid grid-cols-2 gap-2 rounded-xl bg-surface-2 px-3 py-2 text-xs">
      <div className="flex flex-col gap-0.5">
        <dt className="text-text-dim">미실현손익 ({positions.data?.length ?? 0} 포지션)</dt>
        <dd
          data-testid="futures-upnl"
          className={cx('font-semibold tabular-nums', pnl > 0n ? 'text-up' : pnl < 0n ? 'text-down' : '')}
        >
          {pending ? '-' : formatPnl(pnl)}
        </dd>
      </div>
      <div className="flex flex-col gap-0.5">
        <dt className="text-text-dim">평가자산 (USDT)</dt>
        <dd data-testid="futures-equity" className="font-semibold tabular-nums">
          {pending ? '-' : formatPoints(held + pnl)}
        </dd>
      </div>
    </dl>
  );
}
