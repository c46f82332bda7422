import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names.ts';
import { handleModalKeyDown, useBodyScrollLock, useModalFocus } from './modal-focus.ts';
import { usePresence } from './use-presence.ts';

/** How long a drawer takes to slide out; it stays mounted that long after closing. */
export const DRAWER_ANIMATION_MS = 200;

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

interface DrawerPanelProps extends DrawerProps {
  /** Classes that place and size the panel. */
  placement: string;
  /** Where the panel sits while closed: the class it slides in from and out to. */
  hiddenTransform: string;
  /** The same transform under Tailwind's `starting:` variant, for the first frame after mounting. */
  startingTransform: string;
  testId: string;
}

/**
 * The frame both drawer shells share: a dimmed backdrop that closes the drawer when clicked, a
 * titled panel with a close button, Escape to close, focus kept inside while open and given back
 * after, and a slide in and out. Portalled to the body so no parent clips it.
 */
export function DrawerPanel(props: DrawerPanelProps) {
  const { open, onClose } = props;
  const { mounted, closing } = usePresence(open, DRAWER_ANIMATION_MS);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(panelRef, open && mounted);
  useBodyScrollLock(open);

  if (!mounted) return null;
  return createPortal(
    // While sliding out the drawer is inert: a tap or key press meant for the page is not caught.
    <div className="fixed inset-0 z-40" inert={closing}>
      <div
        data-testid={`${props.testId}-backdrop`}
        aria-hidden="true"
        onClick={onClose}
        className={cx(
          'absolute inset-0 bg-black/60 transition-opacity motion-reduce:transition-none',
          closing ? 'opacity-0' : 'opacity-100 starting:opacity-0',
        )}
        style={{ transitionDuration: `${DRAWER_ANIMATION_MS}ms` }}
      />
      <div
        ref={panelRef}
        data-testid={props.testId}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          handleModalKeyDown(event, panelRef.current, onClose);
        }}
        className={cx(
          'absolute flex flex-col bg-surface text-text shadow-2xl outline-none transition-transform ease-out motion-reduce:transition-none',
          props.placement,
          closing ? props.hiddenTransform : cx('translate-x-0', props.startingTransform),
        )}
        style={{ transitionDuration: `${DRAWER_ANIMATION_MS}ms` }}
      >
        <header className="flex h-12 shrink-0 items-center justify-between border-b border-line pr-1 pl-4">
          <h2 id={titleId} className="truncate text-base font-bold">
            {props.title}
          </h2>
          <button
            type="button"
            aria-label="닫기"
            onClick={onClose}
            className="flex size-11 items-center justify-center rounded-lg text-text-dim outline-none hover:text-text focus-visible:ring-2 focus-visible:ring-accent"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{props.children}</div>
      </div>
    </div>,
    document.body,
  );
}
