import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../ui/class-names.ts';
import { toastQueue } from '../ui/toast-queue.ts';

// Small pieces every wallet screen lays out with: cards, label-value lines, notes, a copy button.

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={cx('rounded-2xl border border-line bg-surface p-4', className)}>{children}</section>
  );
}

export function CardTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-3 flex items-center justify-between gap-2">
      <h2 className="text-[15px] font-bold">{children}</h2>
      {aside}
    </div>
  );
}

/** A label on the left and its value on the right, as balance lines read. */
export function InfoLine({
  label,
  value,
  strong = false,
  testId,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <span className="shrink-0 text-[13px] text-text-dim">{label}</span>
      <span
        data-testid={testId}
        className={cx(
          'min-w-0 text-right break-all tabular-nums',
          strong ? 'text-base font-bold' : 'text-sm',
        )}
      >
        {value}
      </span>
    </div>
  );
}

/** The notes under a form (what happens next, limits), as a dotted list. */
export function Notes({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-1 px-1 text-xs break-keep text-text-dim">
      {items.map((item) => (
        <li key={item} className="flex gap-1.5">
          <span aria-hidden="true">·</span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const COPIED_TOAST_MS = 1500;

/** Copies `text` (an account number, an address) and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  return (
    <button
      type="button"
      aria-label={`${label} 복사`}
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => {
            toastQueue.show({
              tone: 'success',
              message: `${label}가 복사되었습니다.`,
              durationMs: COPIED_TOAST_MS,
            });
          },
          () => {
            toastQueue.show({
              tone: 'warning',
              message: '복사할 수 없습니다. 직접 선택해주세요.',
              durationMs: COPIED_TOAST_MS,
            });
          },
        );
      }}
      className="flex h-8 shrink-0 items-center gap-1 rounded-lg border border-line bg-surface-2 px-2.5 text-xs font-semibold text-text outline-none active:opacity-80 focus-visible:ring-2 focus-visible:ring-accent"
    >
      <Copy aria-hidden="true" className="size-3.5" />
      복사
    </button>
  );
}

/** An amount field with its unit inside on the right, where the figure ends. */
export function WithUnit({ unit, children }: { unit: string; children: ReactNode }) {
  return (
    <div className="relative [&_input]:pr-16">
      {children}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm font-semibold text-text-dim"
      >
        {unit}
      </span>
    </div>
  );
}

/** The grey box under an amount field that says what the request will give (buy, sell, convert). */
export function QuoteBox({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-1.5 rounded-xl bg-surface-2 px-4 py-3">{children}</div>;
}

/** One line of a `QuoteBox`: a dim label and its value; `strong` for the amount that arrives. */
export function QuoteLine(props: { label: ReactNode; value: ReactNode; testId: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between">
      <span className="text-[13px] text-text-dim">{props.label}</span>
      <span
        data-testid={props.testId}
        className={props.strong === true ? 'text-base font-bold tabular-nums' : 'text-[13px] tabular-nums'}
      >
        {props.value}
      </span>
    </div>
  );
}
