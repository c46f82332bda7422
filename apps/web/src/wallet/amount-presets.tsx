import { formatMinor, parseMinor } from './wallet-money.ts';

// Quick amounts under an amount field: won adds round sums, and where a balance limits the amount a
// share of it can be taken at once.

const wonSteps: readonly { label: string; won: bigint }[] = [
  { label: '+1만', won: 10_000n },
  { label: '+5만', won: 50_000n },
  { label: '+10만', won: 100_000n },
  { label: '+100만', won: 1_000_000n },
];

const shares: readonly { label: string; percent: bigint }[] = [
  { label: '25%', percent: 25n },
  { label: '50%', percent: 50n },
  { label: '최대', percent: 100n },
];

/** `percent` of `available`, rounded down to the asset's unit; '' when that is nothing. */
export function shareOf(asset: string, available: string, percent: bigint): string {
  const held = parseMinor(asset, available) ?? 0n;
  const part = (held * percent) / 100n;
  return part > 0n ? formatMinor(asset, part) : '';
}

/** `value` plus `won` (an empty field counts as zero). */
export function addWon(value: string, won: bigint): string {
  return formatMinor('KRW', (parseMinor('KRW', value === '' ? '0' : value) ?? 0n) + won);
}

const chip =
  'h-9 flex-1 rounded-lg border border-line bg-surface-2 px-2 text-[13px] font-semibold text-text outline-none active:opacity-80 focus-visible:ring-2 focus-visible:ring-accent';

export function AmountPresets({
  asset,
  value,
  onValueChange,
  available,
}: {
  asset: string;
  value: string;
  onValueChange: (value: string) => void;
  /** What the member may use at most (withdraw, sell, convert); shares of it are offered. */
  available?: string | undefined;
}) {
  const reset = (
    <button
      type="button"
      className={chip}
      onClick={() => {
        onValueChange('');
      }}
    >
      초기화
    </button>
  );
  const won = asset === 'KRW';
  return (
    <div className="flex flex-col gap-2">
      {won && (
        <div className="flex gap-1.5">
          {wonSteps.map((step) => (
            <button
              key={step.label}
              type="button"
              className={chip}
              onClick={() => {
                onValueChange(addWon(value, step.won));
              }}
            >
              {step.label}
            </button>
          ))}
          {available === undefined && reset}
        </div>
      )}
      {(available !== undefined || !won) && (
        <div className="flex gap-1.5">
          {available !== undefined &&
            shares.map((share) => (
              <button
                key={share.label}
                type="button"
                className={chip}
                onClick={() => {
                  onValueChange(shareOf(asset, available, share.percent));
                }}
              >
                {share.label}
              </button>
            ))}
          {reset}
        </div>
      )}
    </div>
  );
}
