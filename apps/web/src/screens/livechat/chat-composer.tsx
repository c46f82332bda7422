import { CHAT_BODY_LENGTH_MAX } from '@baro/contracts/routes/chat';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { cx } from '../../ui/class-names.ts';

/** Characters as the server counts them (code points): an emoji is one, not two. */
function characterCount(text: string): number {
  return Array.from(text).length;
}

/** The images the server accepts in a chat (it judges by content; the picker offers only these). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export interface ChatComposerProps {
  onSend: (body: string) => void;
  onImage: (image: File) => void;
  onTyping: () => void;
}

/** The input row: attach an image, the message with its 1000 counter, and 보내기. */
export function ChatComposer({ onSend, onImage, onTyping }: ChatComposerProps) {
  const [text, setText] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const count = characterCount(text);
  const tooLong = count > CHAT_BODY_LENGTH_MAX;
  const sendable = text.trim() !== '' && !tooLong;

  function send() {
    if (!sendable) return;
    onSend(text.trim());
    setText('');
  }

  const iconButton =
    'flex size-10 shrink-0 items-center justify-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-accent';
  return (
    <form
      className="flex items-end gap-1.5 border-t border-line bg-surface px-2 py-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <button
        type="button"
        aria-label="이미지 첨부"
        className={cx(iconButton, 'text-text-dim active:bg-surface-2')}
        onClick={() => fileRef.current?.click()}
      >
        <ImagePlus aria-hidden="true" className="size-5" />
      </button>
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_TYPES}
        className="hidden"
        data-testid="chat-image-input"
        onChange={(event) => {
          const image = event.target.files?.[0];
          event.target.value = '';
          if (image !== undefined) onImage(image);
        }}
      />
      <div className="flex min-w-0 flex-1 flex-col rounded-2xl bg-surface-2 px-3 py-1.5">
        <textarea
          aria-label="메시지"
          placeholder="메시지를 입력하세요"
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value.trim() !== '') onTyping();
          }}
          onKeyDown={(event) => {
            // Enter sends on a keyboard; Shift+Enter is a new line, and Enter that ends a Korean
            // syllable being composed is the IME's, not a send.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          className="field-sizing-content max-h-28 min-h-6 resize-none bg-transparent text-[15px] leading-6 text-text outline-none placeholder:text-text-dim"
        />
        <span
          aria-live="polite"
          className={cx('self-end text-[11px] tabular-nums', tooLong ? 'text-danger' : 'text-text-dim')}
        >
          {count.toLocaleString('ko-KR')}/{CHAT_BODY_LENGTH_MAX.toLocaleString('ko-KR')}
        </span>
      </div>
      <button
        type="submit"
        aria-label="보내기"
        disabled={!sendable}
        className={cx(iconButton, 'bg-accent text-accent-text disabled:bg-surface-2 disabled:text-text-dim')}
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
