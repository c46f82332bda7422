import type { auth, RouteResponse } from '@baro/contracts';
import { reject } from '../../../core/rejection.ts';
import type { Rejection } from '../../../core/rejection.ts';
import type { HandlerInput } from '../../router.ts';

type Route = typeof auth.demoOutbox;

interface OutboxRow {
  id: number;
  channel: 'EMAIL' | 'PHONE';
  target: string;
  message: string;
  created_at: Date;
}

const outboxPageRows = 50;

/** GET /admin/demo_outbox: the operator's own site only; nothing at all outside the demo build. */
export async function demoOutboxHandler({
  ctx,
  caller,
  query,
}: HandlerInput<Route>): Promise<RouteResponse<Route> | Rejection> {
  if (!ctx.config.demo) return reject('NOT_FOUND');
  const rows = await ctx.db.query<OutboxRow>(
    `SELECT id, channel, target, message, created_at FROM demo_outbox
      WHERE site_id = $1 AND ($2::text IS NULL OR target = $2)
      ORDER BY id DESC LIMIT $3`,
    [caller.siteId, query.target ?? null, outboxPageRows],
  );
  return {
    content: rows.rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      target: row.target,
      message: row.message,
      createdAt: row.created_at.toISOString(),
    })),
  };
}
