import type { MemberCaller, OperatorCaller } from '../../caller.ts';
import type { AppContext } from '../../context.ts';
import { reject } from '../../core/rejection.ts';
import type { Rejection } from '../../core/rejection.ts';
import type { Site } from '../sites/find-site.ts';
import { livechatOn, memberConversation, siteConversation } from './chat-access.ts';
import { publishChatEvent } from './chat-events.ts';

// "Typing…": passed on at once and never stored; nothing to commit, so published straight to the bus.

type Ctx = Pick<AppContext, 'db' | 'bus'>;

/** POST /chat/typing: tells the site's operators the member is typing (once they have a conversation). */
export async function memberTyping(
  ctx: Ctx,
  caller: MemberCaller,
  site: Site,
): Promise<{ ok: true } | Rejection> {
  if (!livechatOn(site)) return reject('CHAT_DISABLED');
  const conversation = await memberConversation(ctx.db, caller, false);
  if (conversation !== undefined)
    publishChatEvent(ctx.bus, conversation, {
      type: 'CHAT_TYPING',
      conversationId: conversation.id,
      by: 'MEMBER',
    });
  return { ok: true };
}

/** POST /admin/chat/typing: tells the member an operator is typing. */
export async function operatorTyping(
  ctx: Ctx,
  caller: OperatorCaller,
  conversationId: number,
): Promise<{ ok: true } | Rejection> {
  const conversation = await siteConversation(ctx.db, caller, conversationId, false);
  if (conversation === undefined) return reject('CHAT_NOT_FOUND');
  publishChatEvent(ctx.bus, conversation, { type: 'CHAT_TYPING', conversationId, by: 'OPERATOR' });
  return { ok: true };
}
