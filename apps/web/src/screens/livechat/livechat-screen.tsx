import { Headset, MessageSquareOff, MessagesSquare, TriangleAlert } from 'lucide-react';
import { useAppState } from '../../app/services-context.tsx';
import { useChatSession } from '../../livechat/use-chat-session.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ChatComposer } from './chat-composer.tsx';
import { MessageList } from './message-list.tsx';

// /more/livechat (issue 18 §2): the member's conversation with the site's operators. The screen is
// the height the header and the footer tabs leave, so the list scrolls and the input stays put. On a
// site without live chat (site info `features.liveChat`) it calls nothing and points to 1:1 문의.

const screenHeight =
  'h-[calc(100dvh-var(--spacing-header)-var(--spacing-footer)-env(safe-area-inset-bottom))]';

function ChatTitle() {
  return (
    <div className="flex items-center gap-3 border-b border-line bg-surface px-4 py-2.5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
        <Headset aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-bold text-text">상담원 실시간 상담</h2>
        <p className="truncate text-xs text-text-dim">남겨주신 메시지에 상담원이 순서대로 답변해 드립니다.</p>
      </div>
    </div>
  );
}

function Welcome() {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
      <MessagesSquare aria-hidden="true" className="size-10 text-text-dim" strokeWidth={1.5} />
      <p className="text-sm font-semibold text-text">무엇을 도와드릴까요?</p>
      <p className="text-sm break-keep text-text-dim">
        궁금한 점을 남겨주시면 상담원이 확인 후 바로 답변해 드립니다. 사진도 보내실 수 있습니다.
      </p>
    </div>
  );
}

function ChatSkeleton() {
  const rows = [
    'w-2/5 self-start',
    'w-1/2 self-end',
    'w-3/5 self-start',
    'w-1/3 self-end',
    'w-1/2 self-start',
  ];
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="상담 내용을 불러오는 중"
      className="flex flex-1 flex-col gap-3 px-3 py-4"
    >
      {rows.map((row) => (
        <Skeleton key={row} className={`h-10 rounded-2xl ${row}`} />
      ))}
    </div>
  );
}

/** The site has no live chat: every chat call would answer CHAT_DISABLED, so none is made. */
function ChatNotOffered() {
  return (
    <EmptyState
      icon={MessageSquareOff}
      message="이 사이트는 실시간 채팅을 제공하지 않습니다. 1:1 문의를 남겨주시면 답변해 드립니다."
      action={{ label: '1:1 문의하기', to: '/more/contact' }}
      className={screenHeight}
    />
  );
}

export function LiveChatScreen() {
  const offered = useAppState((state) => state.siteInfo?.features.liveChat === true);
  return offered ? <ChatSession /> : <ChatNotOffered />;
}

/**
 * The conversation. The server may still answer CHAT_DISABLED (the site switched live chat off after
 * the app loaded its site info): the same way to 1:1 문의 then.
 */
function ChatSession() {
  const session = useChatSession();
  const { load } = session;
  return (
    <div className={`flex ${screenHeight} flex-col`}>
      <ChatTitle />
      {load.status === 'loading' && <ChatSkeleton />}
      {load.status === 'disabled' && (
        <EmptyState
          icon={Headset}
          message={`${load.message} 1:1 문의를 남겨주시면 답변해 드립니다.`}
          action={{ label: '1:1 문의하기', to: '/more/contact' }}
          className="flex-1"
        />
      )}
      {load.status === 'error' && (
        <EmptyState
          icon={TriangleAlert}
          message={load.message}
          action={{ label: '다시 시도', onClick: session.reload }}
          className="flex-1"
        />
      )}
      {load.status === 'ready' && (
        <>
          <MessageList
            timeline={session.timeline}
            operatorTyping={session.operatorTyping}
            loadingOlder={session.loadingOlder}
            onLoadOlder={session.loadOlder}
            onRetry={session.retry}
            onDiscard={session.discard}
            empty={<Welcome />}
          />
          <ChatComposer onSend={session.sendText} onImage={session.sendImage} onTyping={session.typing} />
        </>
      )}
    </div>
  );
}
