import type { Trader } from '@baro/contracts/routes/copytrade';
import { Link } from '../../routes/router/index.ts';
import { percentText, signClass, signedPercentText, usdtText } from '../../copytrade/copy-figures.ts';
import { FigureCell } from './figure-cell.tsx';
import { Sparkline } from './sparkline.tsx';
import { FollowerBadge, TraderAvatar } from './trader-avatar.tsx';

export type Period = '7' | '30' | '90';

/** The ROI and pnl of the period the leaderboard shows. */
export function periodFigures(trader: Trader, period: Period): { roi: string; pnl: string } {
  if (period === '7') return { roi: trader.roi7d, pnl: trader.pnl7d };
  if (period === '90') return { roi: trader.roi90d, pnl: trader.pnl90d };
  return { roi: trader.roi30d, pnl: trader.pnl30d };
}

/**
 * One leaderboard row: the trader, followers over the cap, the period's ROI and pnl beside the 30-day
 * line, and under them the win rate, the followers' own ROI and the share of copies skipped (B5).
 */
export function TraderCard({ trader, period }: { trader: Trader; period: Period }) {
  const { roi, pnl } = periodFigures(trader, period);
  return (
    <li data-testid="trader-card" className="px-4 pb-3">
      <Link
        to={`/copytrade/trader/${trader.id}`}
        className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 outline-none active:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent"
      >
        <div className="flex items-center gap-3">
          <TraderAvatar nick={trader.nick} />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="truncate text-[15px] font-bold">{trader.nick}</span>
            <FollowerBadge count={trader.followerCount} max={trader.followerMax} full={trader.isFull} />
          </div>
        </div>
        <div className="flex items-end justify-between gap-3">
          <div className="flex flex-col gap-0.5">
            <span className="text-[11px] text-text-dim">수익률 ({period}일)</span>
            <span data-testid="trader-roi" className={`text-2xl font-bold tabular-nums ${signClass(roi)}`}>
              {signedPercentText(roi)}
            </span>
            <span className="text-xs text-text-dim tabular-nums">
              수익 <span className={signClass(pnl)}>{usdtText(pnl, true)}</span>
            </span>
          </div>
          <Sparkline values={trader.roiSeries30d} />
        </div>
        <div className="grid grid-cols-3 gap-2 border-t border-line pt-3">
          <FigureCell label="승률" value={percentText(trader.winRate)} />
          <FigureCell
            label="팔로워 수익률"
            value={signedPercentText(trader.followerRoi30d)}
            className={signClass(trader.followerRoi30d)}
          />
          <FigureCell
            label="카피 미체결"
            value={percentText(trader.skippedPercent30d)}
            testId="skipped-share"
          />
        </div>
      </Link>
    </li>
  );
}
