import { useCallback, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../ui/class-names.ts';
import { DialogActions, DialogFrame, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../ui/dialog-frame.tsx';

/** One line of a confirmation: what it is, and its value as shown. */
export interface ConfirmRow {
  readonly label: string;
  readonly value: string;
  /** The line the member should read first (the amount that moves). */
  readonly strong?: boolean;
}

export interface MoneyConfirmContent {
  readonly title: string;
  readonly rows: readonly ConfirmRow[];
  /** A sentence under the rows (what happens next, what cannot be undone). */
  readonly note?: string;
  readonly confirmLabel: string;
}

/**
 * The question asked before money moves (a request, a conversion, a sale): every figure that matters
 * on its own line, then 취소 and the action. Focus starts on 취소, as in the app's other questions.
 */
export function MoneyConfirmDialog({
  content,
  onAnswer,
}: {
  content: MoneyConfirmContent;
  onAnswer: (confirmed: boolean) => void;
}) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      labelledBy={titleId}
      panelClassName="w-[340px] max-w-[92vw]"
      onEscape={() => {
        onAnswer(false);
      }}
      initialFocusRef={cancelRef}
    >
      <div className="overflow-y-auto px-5 pt-5 pb-4">
        <h2 id={titleId} className="text-center text-base font-bold">
          {content.title}
        </h2>
        <dl className="mt-4 flex flex-col gap-2.5 rounded-xl bg-surface-2 px-4 py-3.5">
          {content.rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-3">
              <dt className="shrink-0 text-[13px] text-text-dim">{row.label}</dt>
              <dd
                className={cx(
                  'min-w-0 text-right break-all tabular-nums',
                  row.strong === true ? 'text-[17px] font-bold' : 'text-sm font-medium',
                )}
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        {content.note !== undefined && (
          <p className="mt-3 text-xs break-keep text-text-dim">{content.note}</p>
        )}
      </div>
      <DialogActions>
        <button
          ref={cancelRef}
          type="button"
          className={SECONDARY_BUTTON}
          onClick={() => {
            onAnswer(false);
          }}
        >
          취소
        </button>
        <button
          type="button"
          className={PRIMARY_BUTTON}
          onClick={() => {
            onAnswer(true);
          }}
        >
          {content.confirmLabel}
        </button>
      </DialogActions>
    </DialogFrame>
  );
}

/**
 * The confirmation as a promise: `await ask(content)` shows the dialog and answers the member's
 * choice. Render `dialog` somewhere in the form.
 */
export function useMoneyConfirm(): {
  dialog: ReactNode;
  ask: (content: MoneyConfirmContent) => Promise<boolean>;
} {
  const [open, setOpen] = useState<{ content: MoneyConfirmContent; settle: (yes: boolean) => void } | null>(
    null,
  );
  const ask = useCallback(
    (content: MoneyConfirmContent) =>
      new Promise<boolean>((resolve) => {
        setOpen({ content, settle: resolve });
      }),
    [],
  );
  const dialog =
    open === null ? null : (
      <MoneyConfirmDialog
        content={open.content}
        onAnswer={(confirmed) => {
          setOpen(null);
          open.settle(confirmed);
        }}
      />
    );
  return { dialog, ask };
}
