import type { TraderChartPoint } from '@baro/contracts/routes/copytrade';
import { barsOf, linePath } from '../../copytrade/chart-geometry.ts';

const WIDTH = 320;
const LINE_BOX = { width: WIDTH, height: 120, padding: 6 };
const BAR_BOX = { width: WIDTH, height: 56, padding: 2 };

/**
 * The trader detail's chart: cumulative ROI as a line and each day's realised pnl as a bar under it
 * (red a gain, blue a loss), one point per KST day, as inline SVG that scales with the page.
 */
export function TraderChart({ points }: { points: readonly TraderChartPoint[] }) {
  const roiPath = linePath(
    points.map((point) => point.roi),
    LINE_BOX,
  );
  const bars = barsOf(
    points.map((point) => point.pnl),
    BAR_BOX,
  );
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="flex gap-3 text-[11px] text-text-dim">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="h-0.5 w-3 rounded bg-accent" />
          누적 수익률
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="size-2 rounded-sm bg-up" />
          일별 손익
        </span>
      </figcaption>
      <svg
        data-testid="roi-chart"
        viewBox={`0 0 ${WIDTH} ${LINE_BOX.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        className="h-30 w-full"
      >
        {roiPath !== '' && (
          <path
            d={roiPath}
            fill="none"
            strokeWidth={2}
            strokeLinejoin="round"
            className="stroke-accent"
            vectorEffect="non-scaling-stroke"
          />
        )}
      </svg>
      <svg
        data-testid="pnl-chart"
        viewBox={`0 0 ${WIDTH} ${BAR_BOX.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        className="h-14 w-full"
      >
        {bars.map((bar, index) => (
          <rect
            key={index}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            rx={1}
            className={bar.positive ? 'fill-up' : 'fill-down'}
          />
        ))}
      </svg>
      {first !== undefined && last !== undefined && (
        <div className="flex justify-between text-[11px] text-text-dim tabular-nums">
          <span>{first.date}</span>
          <span>{last.date}</span>
        </div>
      )}
    </figure>
  );
}
