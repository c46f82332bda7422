import { X } from 'lucide-react';
import { useId, useRef } from 'react';
import { DialogFrame } from '../../ui/dialog-frame.tsx';

/** An attached image at full size over the chat; closed by its X, Escape or a tap beside it. */
export function ImageViewer({ url, onClose }: { url: string; onClose: () => void }) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="dialog"
      labelledBy={titleId}
      panelClassName="relative w-[96vw] max-w-[480px] items-center border-0! bg-black!"
      onEscape={onClose}
      onBackdropClick={onClose}
      initialFocusRef={closeRef}
    >
      <h2 id={titleId} className="sr-only">
        첨부 이미지
      </h2>
      <button
        ref={closeRef}
        type="button"
        aria-label="닫기"
        onClick={onClose}
        className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full bg-black/60 text-white outline-none focus-visible:ring-2 focus-visible:ring-accent"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <img src={url} alt="첨부 이미지 원본" className="max-h-[85vh] max-w-full object-contain" />
    </DialogFrame>
  );
}
