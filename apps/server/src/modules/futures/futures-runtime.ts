import type { Ownership } from '../../ownership/ownership.ts';
import { listFuturesOptionIds } from './futures-option.ts';
import { TriggerLoop } from './trigger-loop.ts';
import type { TriggerLoopDeps } from './trigger-loop.ts';

/** How often the runtime looks for futures options added since it started. */
const optionScanMs = 30_000;

/** The ownership key of one option's trigger loop: one runner per option across all nodes. */
export function futuresLoopKey(futuresOptionId: number): string {
  return `futures:${futuresOptionId}`;
}

export interface FuturesRuntime {
  /** Stops looking for new options. The loops stop with the ownership that runs them. */
  stop(): void;
}

/**
 * Claims every futures option's trigger loop through `ownership` (ARCHITECTURE.md §7), as the rounds
 * runtime claims round clocks: the node that owns `futures:<id>` runs it, and a node that takes the
 * key over rebuilds the loop's book from the stored open orders.
 */
export async function startFuturesRuntime(
  deps: TriggerLoopDeps & { readonly ownership: Ownership },
): Promise<FuturesRuntime> {
  const claimed = new Set<number>();
  const claimNew = async () => {
    for (const optionId of await listFuturesOptionIds(deps.db)) {
      if (claimed.has(optionId)) continue;
      claimed.add(optionId);
      deps.ownership.claim(futuresLoopKey(optionId), async () => {
        const loop = new TriggerLoop(deps, optionId);
        await loop.start();
        return () => loop.stop();
      });
    }
  };
  await claimNew();
  const timer = deps.scheduler.setInterval(() => {
    claimNew().catch((error: unknown) => {
      deps.log.error({ err: error }, 'futures: looking for new options failed');
    });
  }, optionScanMs);
  return {
    stop() {
      timer.cancel();
    },
  };
}
