import { useId, useRef } from 'react';
import { DEFAULT_DIALOG_TITLE } from './dialog-store.ts';
import { DialogActions, DialogFrame, DialogText, PRIMARY_BUTTON } from './dialog-frame.tsx';

export interface AlertDialogProps {
  title?: string;
  /** Plain text, never HTML: alerts often carry server messages. Line breaks are kept. */
  message: string;
  onClose: () => void;
}

/** A message with a single 닫기 button. Escape closes it too. */
export function AlertDialog({ title = DEFAULT_DIALOG_TITLE, message, onClose }: AlertDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      panelClassName="w-[320px] max-w-[92vw]"
      onEscape={onClose}
      initialFocusRef={closeRef}
    >
      <DialogText titleId={titleId} messageId={messageId} title={title} message={message} />
      <DialogActions>
        <button ref={closeRef} type="button" className={PRIMARY_BUTTON} onClick={onClose}>
          닫기
        </button>
      </DialogActions>
    </DialogFrame>
  );
}
