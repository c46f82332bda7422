import { chat } from '@baro/contracts';
import type { Router } from '../router.ts';
import { chatHistoryHandler } from './chat/history.ts';
import { chatSendHandler } from './chat/send.ts';
import { chatReadHandler } from './chat/read.ts';
import { chatTypingHandler } from './chat/typing.ts';
import { adminChatQueueHandler } from './admin/chat/queue.ts';
import { adminChatHistoryHandler } from './admin/chat/history.ts';
import { adminChatClaimHandler } from './admin/chat/claim.ts';
import { adminChatSendHandler } from './admin/chat/send.ts';
import { adminChatReadHandler } from './admin/chat/read.ts';
import { adminChatTypingHandler } from './admin/chat/typing.ts';
import { adminChatCloseHandler } from './admin/chat/close.ts';

/** Live chat (issue 18, docs/support-design.md): the member's calls and the operators'. */
export function registerLivechatHandlers(router: Router): void {
  router.add(chat.chatHistory, chatHistoryHandler);
  router.add(chat.chatSend, chatSendHandler);
  router.add(chat.chatRead, chatReadHandler);
  router.add(chat.chatTyping, chatTypingHandler);
  router.add(chat.adminChatQueue, adminChatQueueHandler);
  router.add(chat.adminChatHistory, adminChatHistoryHandler);
  router.add(chat.adminChatClaim, adminChatClaimHandler);
  router.add(chat.adminChatSend, adminChatSendHandler);
  router.add(chat.adminChatRead, adminChatReadHandler);
  router.add(chat.adminChatTyping, adminChatTypingHandler);
  router.add(chat.adminChatClose, adminChatCloseHandler);
}
