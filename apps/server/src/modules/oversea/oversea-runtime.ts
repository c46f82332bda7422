import type { Database } from '../../db/database.ts';
import type { Ownership } from '../../ownership/ownership.ts';
import { OverseaLoop } from './oversea-loop.ts';
import type { OverseaLoopDeps } from './oversea-loop.ts';

/** How often the runtime looks for sites that got overseas options since it started. */
const siteScanMs = 30_000;

/**
 * The ownership key of one site's overseas trigger loop. One owner per site, not per instrument: the
 * losscut looks at a member's positions on every instrument together, so the node that owns the site
 * owns every one of its instruments' triggers.
 */
export function overseaLoopKey(siteId: number): string {
  return `oversea:${siteId}`;
}

export interface OverseaRuntime {
  /** Stops looking for new sites. The loops stop with the ownership that runs them. */
  stop(): void;
}

async function overseaSiteIds(db: Database): Promise<number[]> {
  const rows = await db.query<{ site_id: number }>(
    'SELECT DISTINCT site_id FROM oversea_option ORDER BY site_id',
  );
  return rows.rows.map((row) => row.site_id);
}

/**
 * Claims every site's overseas trigger loop through `ownership` (ARCHITECTURE.md §7), as the futures
 * runtime claims its options' loops: the node that owns `oversea:<siteId>` runs it, and a node that
 * takes the key over rebuilds the loop's mirror from the stored orders, positions and points.
 */
export async function startOverseaRuntime(
  deps: OverseaLoopDeps & { readonly ownership: Ownership },
): Promise<OverseaRuntime> {
  const claimed = new Set<number>();
  const claimNew = async () => {
    for (const siteId of await overseaSiteIds(deps.db)) {
      if (claimed.has(siteId)) continue;
      claimed.add(siteId);
      deps.ownership.claim(overseaLoopKey(siteId), async () => {
        const loop = new OverseaLoop(deps, siteId);
        await loop.start();
        return () => loop.stop();
      });
    }
  };
  await claimNew();
  const timer = deps.scheduler.setInterval(() => {
    claimNew().catch((error: unknown) => {
      deps.log.error({ err: error }, 'oversea: looking for new sites failed');
    });
  }, siteScanMs);
  return {
    stop() {
      timer.cancel();
    },
  };
}
