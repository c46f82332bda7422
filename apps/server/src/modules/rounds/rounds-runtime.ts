import type { Ownership } from '../../ownership/ownership.ts';
import { RoundClock } from './round-clock.ts';
import type { RoundClockDeps } from './round-clock.ts';
import { listRoundOptionIds } from './round-option.ts';

/** How often the runtime looks for trade options added since it started. */
const optionScanMs = 30_000;

/** The ownership key of one option's round clock: one runner per option across all nodes. */
export function roundClockKey(tradeOptionId: number): string {
  return `rounds:${tradeOptionId}`;
}

export interface RoundsRuntime {
  /** Stops looking for new options. The clocks stop with the ownership that runs them. */
  stop(): void;
}

/**
 * Claims every trade option's round clock through `ownership` (ARCHITECTURE.md §7): the node that
 * owns `rounds:<id>` runs that option's clock, and a node that takes the key over starts the clock
 * again from the stored rounds. Options added later are claimed when found.
 */
export async function startRoundsRuntime(
  deps: RoundClockDeps & { readonly ownership: Ownership },
): Promise<RoundsRuntime> {
  const claimed = new Set<number>();
  const claimNew = async () => {
    for (const optionId of await listRoundOptionIds(deps.db)) {
      if (claimed.has(optionId)) continue;
      claimed.add(optionId);
      deps.ownership.claim(roundClockKey(optionId), () => {
        const clock = new RoundClock(deps, optionId);
        clock.start();
        return Promise.resolve(() => clock.stop());
      });
    }
  };
  await claimNew();
  const timer = deps.scheduler.setInterval(() => {
    claimNew().catch((error: unknown) => {
      deps.log.error({ err: error }, 'rounds: looking for new trade options failed');
    });
  }, optionScanMs);
  return {
    stop() {
      timer.cancel();
    },
  };
}
