import { tradeRoundTopic } from '@baro/contracts';
import type { Queryable } from '../../db/database.ts';
import type { TopicSiteRule } from '../../realtime/destinations.ts';

/**
 * The gateway's rule for `/topic/trade_round/{tradeOptionId}`: the topic belongs to its option's site.
 * The site is read from `trade_option` the first time a session subscribes to an option, then kept
 * (an option never moves to another site), so a subscription costs at most one query per option and
 * process, and a published round none. A missing option is not kept: one created later is found on
 * the next subscription. Several sessions asking at once about an unknown option share one query.
 */
export function tradeRoundTopicSiteRule(db: Queryable): TopicSiteRule<typeof tradeRoundTopic> {
  const known = new Map<number, number>();
  const loading = new Map<number, Promise<number | null>>();

  async function load(tradeOptionId: number): Promise<number | null> {
    try {
      const rows = await db.query<{ site_id: number }>('SELECT site_id FROM trade_option WHERE id = $1', [
        tradeOptionId,
      ]);
      const siteId = rows.rows[0]?.site_id ?? null;
      if (siteId !== null) known.set(tradeOptionId, siteId);
      return siteId;
    } finally {
      loading.delete(tradeOptionId);
    }
  }

  return {
    definition: tradeRoundTopic,
    siteOf({ tradeOptionId }) {
      const siteId = known.get(tradeOptionId);
      if (siteId !== undefined) return siteId;
      // The contracts read only row ids (at most ID_MAX) from a topic, so the query cannot fail on range.
      let pending = loading.get(tradeOptionId);
      if (pending === undefined) {
        pending = load(tradeOptionId);
        loading.set(tradeOptionId, pending);
      }
      return pending;
    },
  };
}
