import { useId, useRef } from 'react';
import { DEFAULT_DIALOG_TITLE } from './dialog-store.ts';
import { DialogActions, DialogFrame, DialogText, PRIMARY_BUTTON, SECONDARY_BUTTON } from './dialog-frame.tsx';

export interface ConfirmDialogProps {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** True for the confirm button, false for cancel or Escape. */
  onAnswer: (confirmed: boolean) => void;
}

/**
 * A yes-or-no question. Focus starts on 취소 so that an Enter pressed by habit does not confirm
 * something the member has not read.
 */
export function ConfirmDialog({
  title = DEFAULT_DIALOG_TITLE,
  message,
  confirmLabel = '확인',
  cancelLabel = '취소',
  onAnswer,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      panelClassName="w-[320px] max-w-[92vw]"
      onEscape={() => {
        onAnswer(false);
      }}
      initialFocusRef={cancelRef}
    >
      <DialogText titleId={titleId} messageId={messageId} title={title} message={message} />
      <DialogActions>
        <button
          ref={cancelRef}
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => {
            onAnswer(false);
          }}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={PRIMARY_BUTTON}
          onClick={() => {
            onAnswer(true);
          }}
        >
          {confirmLabel}
        </button>
      </DialogActions>
    </DialogFrame>
  );
}
