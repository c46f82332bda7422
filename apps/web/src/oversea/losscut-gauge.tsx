import { cx } from '../ui/class-names.ts';
import type { OverseaCross } from './oversea-cross.ts';
import { formatKrw, losscutGauge } from './oversea-math.ts';
import type { LosscutGauge as Gauge } from './oversea-math.ts';

const LEVEL_TEXT = { safe: '안전', warning: '주의', danger: '위험' } as const;
const LEVEL_CLASS = { safe: 'bg-success', warning: 'bg-warning', danger: 'bg-danger' } as const;

/**
 * How near equity is to the losscut line, as a bar that fills as the losscut takes more of the
 * equity and turns to warning, then danger, colours, with the level in words.
 */
export function LosscutMeter({ gauge }: { gauge: Gauge }) {
  return (
    <>
      <div
        role="meter"
        aria-label="로스컷 근접도"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={gauge.usedPercent}
        aria-valuetext={`${LEVEL_TEXT[gauge.level]} ${gauge.usedPercent}%`}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div
          className={cx('h-full rounded-full', LEVEL_CLASS[gauge.level])}
          style={{ width: `${gauge.usedPercent}%` }}
        />
      </div>
      <span
        className={cx(
          'text-right text-[11px] font-semibold',
          gauge.level === 'safe'
            ? 'text-text-dim'
            : gauge.level === 'warning'
              ? 'text-warning'
              : 'text-danger',
        )}
      >
        {LEVEL_TEXT[gauge.level]} · {gauge.usedPercent}%
      </span>
    </>
  );
}

/**
 * Equity (point + reserved margin + uPnL) against the losscut line (DOMAIN.md §4) on the /oversea
 * page, over its meter.
 */
export function LosscutGauge({ cross }: { cross: OverseaCross }) {
  const gauge = losscutGauge(cross);
  return (
    <section
      aria-label="로스컷"
      data-testid="losscut-gauge"
      data-level={gauge.level}
      className="flex flex-col gap-1 border-b border-line px-4 py-2"
    >
      <div className="flex items-center justify-between text-[11px]">
        <span className="text-text-dim">
          평가자산{' '}
          <b data-testid="oversea-equity" className="text-text tabular-nums">
            {formatKrw(gauge.equity)}
          </b>
        </span>
        <span className="text-text-dim">
          로스컷{' '}
          <b data-testid="oversea-losscut" className="text-text tabular-nums">
            {formatKrw(gauge.losscut)}
          </b>
        </span>
      </div>
      <LosscutMeter gauge={gauge} />
    </section>
  );
}
