import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names.ts';
import { handleModalKeyDown, useBodyScrollLock, useModalFocus } from './modal-focus.ts';

export interface DialogFrameProps {
  /** `alertdialog` for messages that need an answer, `dialog` for content. */
  role: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  /** Width classes of the panel, e.g. 'w-[384px] max-w-[92vw]'. */
  panelClassName: string;
  onEscape: () => void;
  /** Closes on a click beside the panel; without it such a click does nothing. */
  onBackdropClick?: () => void;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * The modal frame every dialog shares: a dimmed backdrop over the whole page (portalled to the body
 * so no parent's overflow or stacking clips it), a centred panel, focus kept inside, Escape wired.
 */
export function DialogFrame(props: DialogFrameProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, true, props.initialFocusRef);
  useBodyScrollLock(true);
  const { onBackdropClick } = props;

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 transition-opacity duration-150 starting:opacity-0 motion-reduce:transition-none"
      onMouseDown={(event) => {
        // A press on the backdrop would otherwise move focus out of the dialog, to the body.
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onBackdropClick?.();
      }}
    >
      <div
        ref={panelRef}
        role={props.role}
        aria-modal="true"
        aria-labelledby={props.labelledBy}
        aria-describedby={props.describedBy}
        tabIndex={-1}
        onKeyDown={(event) => {
          handleModalKeyDown(event, panelRef.current, props.onEscape);
        }}
        className={cx(
          'flex max-h-[85vh] flex-col overflow-hidden rounded-xl border border-line bg-surface text-text shadow-2xl outline-none',
          props.panelClassName,
        )}
      >
        {props.children}
      </div>
    </div>,
    document.body,
  );
}

/** The title and message of an alert or a confirmation. */
export function DialogText(props: { titleId: string; messageId: string; title: string; message: string }) {
  return (
    <div className="overflow-y-auto px-5 pt-5 pb-4 text-center">
      <h2 id={props.titleId} className="text-base font-bold">
        {props.title}
      </h2>
      <p id={props.messageId} className="mt-2 text-sm break-keep whitespace-pre-line text-text-dim">
        {props.message}
      </p>
    </div>
  );
}

/** The button row at the bottom of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="flex gap-2 border-t border-line p-3">{children}</div>;
}

const BUTTON_BASE =
  'h-11 flex-1 rounded-lg text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-surface';

/** The main action of a dialog (확인, 닫기). */
export const PRIMARY_BUTTON = `${BUTTON_BASE} bg-accent text-accent-text active:opacity-80`;
/** The other action of a dialog (취소). */
export const SECONDARY_BUTTON = `${BUTTON_BASE} bg-surface-2 text-text active:opacity-80`;
