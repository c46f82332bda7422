import type { MemberCaller, OperatorCaller } from '../../caller.ts';
import type { Queryable } from '../../db/database.ts';
import type { Site } from '../sites/find-site.ts';
import { siteSettings } from '../sites/site-settings.ts';
import { conversationColumns } from './chat-records.ts';
import type { ConversationRow } from './chat-records.ts';

// Whose conversation is whose: a member reaches only their own, an operator only their site's. An id
// of another site answers as if it did not exist.

/** Whether the site runs live chat (`settings.livechat.enabled`). */
export function livechatOn(site: Site): boolean {
  return siteSettings(site).livechat.enabled;
}

/** The member's own conversation, if they ever wrote; `lock` takes its row for the transaction. */
export async function memberConversation(
  tx: Queryable,
  caller: MemberCaller,
  lock: boolean,
): Promise<ConversationRow | undefined> {
  const rows = await tx.query<ConversationRow>(
    `SELECT ${conversationColumns} FROM chat_conversation c WHERE c.member_id = $1 AND c.site_id = $2
     ${lock ? 'FOR UPDATE' : ''}`,
    [caller.memberId, caller.siteId],
  );
  return rows.rows[0];
}

/** One of the operator's site's conversations; `lock` takes its row for the transaction. */
export async function siteConversation(
  tx: Queryable,
  caller: OperatorCaller,
  conversationId: number,
  lock: boolean,
): Promise<ConversationRow | undefined> {
  const rows = await tx.query<ConversationRow>(
    `SELECT ${conversationColumns} FROM chat_conversation c WHERE c.id = $1 AND c.site_id = $2
     ${lock ? 'FOR UPDATE' : ''}`,
    [conversationId, caller.siteId],
  );
  return rows.rows[0];
}
