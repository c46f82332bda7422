import type { ChatMessage } from '@baro/contracts/routes/chat';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { PendingMessage } from '../../livechat/chat-timeline.ts';
import { chatClock } from '../../livechat/chat-time.ts';
import { useChatImage } from '../../livechat/use-chat-image.ts';
import { cx } from '../../ui/class-names.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ImageViewer } from './image-viewer.tsx';

// One message: the member's own on the right in the accent colour, the operators' on the left.
// Beside the bubble, at its foot: the time, and for the member's own the 읽음 mark once the
// operators' read watermark has reached its seq.

function BubbleRow({ own, meta, children }: { own: boolean; meta: ReactNode; children: ReactNode }) {
  return (
    <div className={cx('flex items-end gap-1.5', own ? 'flex-row-reverse' : 'flex-row')}>
      <div
        className={cx(
          'max-w-[75%] overflow-hidden rounded-2xl text-[15px] leading-snug break-words whitespace-pre-wrap',
          own ? 'rounded-br-md bg-accent text-accent-text' : 'rounded-bl-md bg-surface-2 text-text',
        )}
      >
        {children}
      </div>
      <div
        className={cx(
          'flex shrink-0 flex-col pb-0.5 text-[11px] leading-tight',
          own ? 'items-end' : 'items-start',
        )}
      >
        {meta}
      </div>
    </div>
  );
}

function AttachedImage({ fileId }: { fileId: string }) {
  const image = useChatImage(fileId);
  const [open, setOpen] = useState(false);
  if (image.status === 'loading') return <Skeleton className="h-40 w-48 rounded-none" />;
  if (image.status === 'failed') {
    return (
      <span className="flex h-24 w-40 flex-col items-center justify-center gap-1 text-xs opacity-80">
        <ImageOff aria-hidden="true" className="size-6" />
        이미지를 불러오지 못했습니다
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-label="이미지 크게 보기"
        onClick={() => {
          setOpen(true);
        }}
        className="block outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <img src={image.url} alt="첨부 이미지" className="max-h-60 w-auto max-w-full object-cover" />
      </button>
      {open && (
        <ImageViewer
          url={image.url}
          onClose={() => {
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

function Content({ body, fileId }: { body: string | null; fileId: string | null }) {
  return (
    <>
      {fileId !== null && <AttachedImage fileId={fileId} />}
      {body !== null && body !== '' && <p className="px-3.5 py-2">{body}</p>}
    </>
  );
}

export function StoredBubble({ message, read }: { message: ChatMessage; read: boolean }) {
  const own = message.senderKind === 'MEMBER';
  return (
    <BubbleRow
      own={own}
      meta={
        <>
          {own && read && <span className="font-semibold text-accent">읽음</span>}
          <time className="text-text-dim" dateTime={new Date(message.createdAt).toISOString()}>
            {chatClock(message.createdAt)}
          </time>
        </>
      }
    >
      <Content body={message.body} fileId={message.fileId} />
    </BubbleRow>
  );
}

export interface PendingBubbleProps {
  message: PendingMessage;
  onRetry: () => void;
  onDiscard: () => void;
}

/** A message on its way: dimmed while sending; after a failure, why, and 재전송 / 삭제. */
export function PendingBubble({ message, onRetry, onDiscard }: PendingBubbleProps) {
  const failed = message.status === 'failed';
  const action =
    'rounded px-1 py-0.5 font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent';
  return (
    <div className="flex flex-col items-end gap-1" data-testid="pending-bubble">
      <BubbleRow
        own
        meta={
          failed ? (
            <span className="font-semibold text-danger">전송 실패</span>
          ) : (
            <span className="text-text-dim">전송 중</span>
          )
        }
      >
        <div className={cx(!failed && 'opacity-70')}>
          {message.body !== null ? (
            <p className="px-3.5 py-2">{message.body}</p>
          ) : (
            <p className="px-3.5 py-2">사진</p>
          )}
        </div>
      </BubbleRow>
      {failed && message.error !== null && (
        <p role="alert" className="max-w-[85%] text-right text-xs break-keep text-danger">
          {message.error}
        </p>
      )}
      {failed && (
        <div className="flex items-center gap-2 text-xs">
          <button type="button" onClick={onRetry} className={cx(action, 'text-accent')}>
            재전송
          </button>
          <button type="button" onClick={onDiscard} className={cx(action, 'text-text-dim')}>
            삭제
          </button>
        </div>
      )}
    </div>
  );
}
