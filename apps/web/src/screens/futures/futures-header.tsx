import type { FuturesOption } from '@baro/contracts/routes/futures';
import type { FuturesTicker } from '@baro/contracts/sockets/broadcast';
import { changeTextClass } from '../../format/percent-change.ts';
import { formatCountdown, formatFundingRate } from '../../futures/futures-math.ts';
import { useSecondClock } from '../../futures/use-futures-info.ts';
import { formatChangePercent, formatPrice } from '../../market/price-format.ts';
import { cx } from '../../ui/class-names.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

function Stat(props: { label: string; value: string; testId: string; className?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <span className="text-[11px] text-text-dim">{props.label}</span>
      <span data-testid={props.testId} className={cx('text-xs font-semibold tabular-nums', props.className)}>
        {props.value}
      </span>
    </div>
  );
}

/** Counts down to the next funding every second (spec §3: funding every 8 h). */
function FundingCountdown({ nextFundingAt }: { nextFundingAt: string }) {
  const now = useSecondClock();
  return <>{formatCountdown(Date.parse(nextFundingAt) - now)}</>;
}

/**
 * The instrument's live figures under the selector: last price large in the 24 h change's colour
 * with the change under it (once: a second "24h" cell beside it said the same again), then the mark
 * price, the funding rate and the countdown to the next funding in one row, so the order panel
 * starts higher on a phone.
 */
export function FuturesHeader({ option, info }: { option: FuturesOption; info: FuturesTicker | undefined }) {
  if (info === undefined) {
    return (
      <div
        role="status"
        aria-label="시세 불러오는 중"
        className="flex items-center justify-between px-4 py-2"
      >
        <Skeleton className="h-8 w-36" />
        <Skeleton className="h-8 w-40" />
      </div>
    );
  }
  const colour = changeTextClass(info.priceChangePercent);
  return (
    <div className="flex items-center justify-between gap-3 px-4 py-2">
      <div className="flex min-w-0 flex-col">
        <span
          data-testid="last-price"
          className={cx('text-2xl leading-tight font-bold tabular-nums', colour)}
        >
          {formatPrice(info.lastPrice, option.precision)}
        </span>
        <span data-testid="change-percent" className={cx('text-xs font-semibold tabular-nums', colour)}>
          {formatChangePercent(info.priceChangePercent)}
        </span>
      </div>
      <div className="grid shrink-0 grid-cols-3 gap-x-3 text-right">
        <Stat label="마크가격" value={formatPrice(info.markPrice, option.precision)} testId="mark-price" />
        <Stat
          label="펀딩비율"
          value={formatFundingRate(info.fundingRate)}
          testId="funding-rate"
          className="text-warning"
        />
        <div className="flex flex-col gap-0.5">
          <span className="text-[11px] text-text-dim">남은 시간</span>
          <span data-testid="funding-countdown" className="text-xs font-semibold tabular-nums">
            <FundingCountdown nextFundingAt={info.nextFundingAt} />
          </span>
        </div>
      </div>
    </div>
  );
}
