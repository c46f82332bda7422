import { messages, newMessageQueue } from '@baro/contracts';
import type { OperatorCaller } from '../../caller.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Bus } from '../../realtime/bus.ts';
import { transactionWithEvents } from '../../realtime/publish-after-commit.ts';
import { recordOperatorAction } from './audit.ts';
import { checkContentImages } from './content-images.ts';
import { sanitiseContentHtml } from './html-sanitiser.ts';
import { unreadOfSite } from './unread-counters.ts';

export interface MessageToSend {
  readonly memberIds?: readonly number[] | undefined;
  readonly filter?: messages.MessageAudienceFilter | undefined;
  readonly title: string;
  readonly content: string;
}

/**
 * The members a message goes to, as a condition on `member` aliased `mb` with its parameters, numbered
 * from `$first`: a list of ids, or the filter's conditions (none given: every member of the site).
 */
function audienceCondition(input: MessageToSend, first: number): { sql: string; params: unknown[] } {
  const at = (offset: number) => `$${first + offset}`;
  if (input.memberIds !== undefined)
    return { sql: `mb.id = ANY(${at(0)}::int[])`, params: [input.memberIds] };
  const filter = input.filter ?? {};
  return {
    sql: `(${at(0)}::text IS NULL OR mb.status = ${at(0)}) AND (${at(1)}::int IS NULL OR mb.partner_id = ${at(1)})
      AND (${at(2)}::timestamptz IS NULL OR mb.created_at >= ${at(2)})
      AND (${at(3)}::timestamptz IS NULL OR mb.created_at < ${at(3)})`,
    params: [
      filter.status ?? null,
      filter.partnerId ?? null,
      filter.joinedFrom ?? null,
      filter.joinedUntil ?? null,
    ],
  };
}

/** Every listed id must be a member of the operator's site, or nothing is sent. */
async function listedMembersAreTheSite(tx: Queryable, siteId: number, memberIds: readonly number[]) {
  const unique = [...new Set(memberIds)];
  const found = await tx.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM member WHERE site_id = $1 AND id = ANY($2::int[])',
    [siteId, unique],
  );
  return found.rows[0]?.count === unique.length;
}

/**
 * POST /admin/message/send: one body and, in one statement, one recipient row per member of the
 * audience (a list of the site's members or a filter over them), all in one transaction with the
 * audit row. Each recipient is sent MESSAGE with their own unread count after the commit, the counts
 * read in one grouped statement.
 */
export async function sendMessage(
  ctx: { readonly db: Database; readonly bus: Bus },
  caller: OperatorCaller,
  input: MessageToSend,
): Promise<{ id: number; recipientCount: number } | Rejection> {
  const html = sanitiseContentHtml(input.content);
  if (html.length > messages.MESSAGE_HTML_LENGTH_MAX) {
    return reject('CONTENT_TOO_LONG', { params: { max: messages.MESSAGE_HTML_LENGTH_MAX } });
  }
  return transactionWithEvents(ctx, async (tx, events) => {
    const images = await checkContentImages(tx, caller.siteId, html);
    if (images !== undefined) return images;
    if (
      input.memberIds !== undefined &&
      !(await listedMembersAreTheSite(tx, caller.siteId, input.memberIds))
    ) {
      return reject('MEMBER_NOT_FOUND');
    }
    const counted = audienceCondition(input, 2);
    const size = await tx.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM member mb WHERE mb.site_id = $1 AND ${counted.sql}`,
      [caller.siteId, ...counted.params],
    );
    if ((size.rows[0]?.count ?? 0) === 0) return reject('MESSAGE_AUDIENCE_EMPTY');
    const body = await tx.query<{ id: number }>(
      `INSERT INTO message (site_id, sent_by, title, content, audience, recipient_count)
       VALUES ($1, $2, $3, $4, $5, 0) RETURNING id`,
      [
        caller.siteId,
        caller.adminId,
        input.title,
        html,
        JSON.stringify(
          input.memberIds === undefined ? { filter: input.filter } : { memberIds: input.memberIds },
        ),
      ],
    );
    const messageId = body.rows[0]?.id;
    if (messageId === undefined) throw new Error('A message insert returned no row.');
    const audience = audienceCondition(input, 3);
    const recipients = await tx.query(
      `INSERT INTO message_recipient (member_id, message_id)
       SELECT mb.id, $2 FROM member mb WHERE mb.site_id = $1 AND ${audience.sql}`,
      [caller.siteId, messageId, ...audience.params],
    );
    await tx.query('UPDATE message SET recipient_count = $2 WHERE id = $1', [messageId, recipients.rowCount]);
    await recordOperatorAction(
      tx,
      caller,
      'MESSAGE_SEND',
      { kind: 'MESSAGE', id: messageId },
      {
        recipientCount: recipients.rowCount,
      },
    );
    const counts = await tx.query<{ member_id: number; count: number }>(
      `SELECT r.member_id, count(*)::int AS count FROM ${unreadOfSite}
         AND r.member_id IN (SELECT member_id FROM message_recipient WHERE message_id = $2)
       GROUP BY r.member_id`,
      [caller.siteId, messageId],
    );
    for (const row of counts.rows) {
      events.publish(
        newMessageQueue,
        { type: 'MESSAGE', messageId, unreadCount: row.count },
        { kind: 'member', memberId: row.member_id },
      );
    }
    return { id: messageId, recipientCount: recipients.rowCount };
  });
}
