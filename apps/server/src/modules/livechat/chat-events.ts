import { memberChatQueue, operatorChatQueue } from '@baro/contracts';
import type { EventSink, PublishPayload } from '../../realtime/bus.ts';

// Every chat event goes to both sides: the member's sessions (`/user/queue/chat`) and every operator
// session of the site (`/operator/queue/chat`, which names the member). Typing and read marks come
// back to their own side too, which shows them on the sender's other devices.

export type ChatEvent = PublishPayload<typeof memberChatQueue>;

export interface ConversationOwner {
  readonly site_id: number;
  readonly member_id: number;
}

export function publishChatEvent(events: EventSink, conversation: ConversationOwner, event: ChatEvent): void {
  events.publish(memberChatQueue, event, { kind: 'member', memberId: conversation.member_id });
  events.publish(
    operatorChatQueue,
    { ...event, memberId: conversation.member_id },
    { kind: 'site', siteId: conversation.site_id },
  );
}
