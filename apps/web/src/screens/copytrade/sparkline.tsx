import { linePath } from '../../copytrade/chart-geometry.ts';

const BOX = { width: 96, height: 36, padding: 2 };

/** The trader card's 30-day ROI line: red when it ends above where it began, blue below, grey when flat. */
export function Sparkline({ values }: { values: readonly string[] }) {
  const path = linePath(values, BOX);
  if (path === '') return <span aria-hidden="true" className="h-9 w-24" />;
  const change = Number(values.at(-1)) - Number(values[0]);
  return (
    <svg
      data-testid="roi-sparkline"
      aria-hidden="true"
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      className="h-9 w-24 shrink-0"
    >
      <path
        d={path}
        fill="none"
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
        className={change > 0 ? 'stroke-up' : change < 0 ? 'stroke-down' : 'stroke-text-dim'}
      />
    </svg>
  );
}
