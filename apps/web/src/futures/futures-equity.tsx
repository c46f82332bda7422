import type { WalletEntry } from '@baro/contracts/routes/wallet';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../app/services-context.tsx';
import { EquityGrid } from '../wallet/equity-grid.tsx';
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
    <EquityGrid
      cells={[
        {
          label: `미실현손익 (${positions.data?.length ?? 0} 포지션)`,
          value: pending ? '-' : formatPnl(pnl),
          testId: 'futures-upnl',
          sign: pnl,
        },
        {
          label: '평가자산 (USDT)',
          value: pending ? '-' : formatPoints(held + pnl),
          testId: 'futures-equity',
        },
      ]}
    />
  );
}
