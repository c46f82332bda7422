import type { WalletEntry } from '@baro/contracts/routes/wallet';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../app/services-context.tsx';
import { EquityGrid } from '../wallet/equity-grid.tsx';
import { LosscutMeter } from './losscut-gauge.tsx';
import { overseaFiguresOf, useOverseaCross } from './oversea-cross.ts';
import { formatKrw, krwOf, losscutGauge, serverPnlOf } from './oversea-math.ts';
import { allOverseaPositionsQuery } from './oversea-queries.ts';

/**
 * The BINARY wallet's overseas futures on the asset screen (issue 16 §3), as the FUTURES wallet shows
 * its equity: 평가자산 (point + the margin held + the unrealised pnl, DOMAIN.md §4), the margin held
 * by open positions and resting orders, the unrealised pnl of every open position, and the losscut
 * line with how near equity is to it. Live: the member's socket keeps the overseas figures and the
 * balance (`/user/queue/oversea_cross`, `/user/queue/point`), and open positions are read again for
 * the server's pnl at its latest price.
 */
export function OverseaEquity({ entry }: { entry: WalletEntry }) {
  const { api } = useServices();
  const positions = useQuery(allOverseaPositionsQuery(api));
  const { cross, receivedAt } = useOverseaCross();
  const pushed = overseaFiguresOf(cross, entry);
  if (pushed === null) return null;
  // The pnl is the newer of the push's and the positions' as last read (each at the server's price).
  const read = positions.data !== undefined && (cross === null || positions.dataUpdatedAt >= receivedAt);
  const figures = read ? { ...pushed, lastPnl: serverPnlOf(positions.data).toString() } : pushed;
  const gauge = losscutGauge(figures);
  const pnl = krwOf(figures.lastPnl);
  const count = positions.data === undefined ? '' : ` (${positions.data.length} 포지션)`;
  return (
    <section
      aria-label="해외선물"
      data-testid="oversea-wallet-figures"
      data-level={gauge.level}
      className="flex flex-col gap-1"
    >
      <h3 className="text-xs font-semibold">해외선물</h3>
      <EquityGrid
        cells={[
          { label: '평가자산', value: formatKrw(gauge.equity), testId: 'oversea-equity' },
          { label: '증거금', value: formatKrw(krwOf(figures.playerGameWaitPoint)), testId: 'oversea-margin' },
          { label: `평가손익${count}`, value: formatKrw(pnl, true), testId: 'oversea-pnl', sign: pnl },
          { label: '로스컷', value: formatKrw(gauge.losscut), testId: 'oversea-losscut' },
        ]}
      />
      {gauge.losscut > 0n && <LosscutMeter gauge={gauge} />}
    </section>
  );
}
