import type { TradeRound } from '@baro/contracts/routes/binary';
import { outcomeLabel } from '../../rounds/bet-result.ts';
import { cx } from '../../ui/class-names.ts';

function dot(round: TradeRound): { mark: string; tone: string } {
  if (round.status === 3) return { mark: '–', tone: 'bg-surface-2 text-text-dim' };
  if (round.result === 'B') return { mark: '▲', tone: 'bg-up text-white' };
  if (round.result === 'S') return { mark: '▼', tone: 'bg-down text-white' };
  return { mark: '?', tone: 'bg-surface-2 text-text-dim' };
}

/** The latest settled rounds, oldest left and newest right; tapping one opens its detail. */
export function RecentStrip(props: { rounds: readonly TradeRound[]; onOpen: (round: TradeRound) => void }) {
  const shown = props.rounds.slice(0, 20).reverse();
  return (
    <section aria-label="최근 결과" className="flex items-center gap-2 px-4">
      <span className="shrink-0 text-xs text-text-dim">최근 결과</span>
      <ol className="flex min-w-0 flex-1 justify-end gap-1 overflow-x-auto">
        {shown.map((round) => {
          const { mark, tone } = dot(round);
          return (
            <li key={round.id}>
              <button
                type="button"
                aria-label={`#${round.roundNo} ${outcomeLabel(round)}`}
                onClick={() => {
                  props.onOpen(round);
                }}
                className={cx(
                  'flex size-6 items-center justify-center rounded-full text-[11px] font-bold',
                  tone,
                )}
              >
                {mark}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
