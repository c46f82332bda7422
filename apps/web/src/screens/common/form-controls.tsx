import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { INPUT_CLASS } from '../../ui/input-style.ts';

/** A labelled field: the label above, the control, then a hint or an error under it. */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (ids: { inputId: string; describedBy: string | undefined }) => ReactNode;
}) {
  const inputId = useId();
  const noteId = useId();
  const note = error ?? hint;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-[13px] font-semibold text-text-dim">
        {label}
      </label>
      {children({ inputId, describedBy: note === undefined ? undefined : noteId })}
      {note !== undefined && (
        <p
          id={noteId}
          className={cx('text-xs break-keep', error === undefined ? 'text-text-dim' : 'text-danger')}
        >
          {note}
        </p>
      )}
    </div>
  );
}

/** A plain text field with the shared input look. */
export function TextInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...props} className={cx(INPUT_CLASS, className)} />;
}

/** A password field with a show/hide toggle; what the member types is never restricted here. */
export function PasswordInput({
  value,
  onValueChange,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        {...props}
        type={shown ? 'text' : 'password'}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
        }}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        className={cx(INPUT_CLASS, 'pr-11', className)}
      />
      <button
        type="button"
        aria-label={shown ? '비밀번호 숨기기' : '비밀번호 보기'}
        onClick={() => {
          setShown(!shown);
        }}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center text-text-dim outline-none focus-visible:text-text"
      >
        {shown ? (
          <EyeOff aria-hidden="true" className="size-4.5" />
        ) : (
          <Eye aria-hidden="true" className="size-4.5" />
        )}
      </button>
    </div>
  );
}

const buttonBase =
  'flex h-12 w-full items-center justify-center rounded-xl text-base font-bold outline-none transition-opacity focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-bg disabled:opacity-40 active:opacity-80';

export function PrimaryButton({
  className,
  busy = false,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean }) {
  return (
    <button
      type="submit"
      {...props}
      disabled={props.disabled === true || busy}
      aria-busy={busy}
      className={cx(buttonBase, 'bg-accent text-accent-text', className)}
    >
      {busy ? (
        <span className="size-5 animate-spin rounded-full border-2 border-accent-text/40 border-t-accent-text" />
      ) : (
        children
      )}
    </button>
  );
}

export function SecondaryButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      className={cx(buttonBase, 'border border-line bg-surface-2 text-text', className)}
    />
  );
}

/** A small button beside a field (중복확인, 인증요청). */
export function InlineButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      className={cx(
        'h-11 shrink-0 rounded-lg border border-line bg-surface-2 px-3.5 text-sm font-semibold whitespace-nowrap text-text outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-40 active:opacity-80',
        className,
      )}
    />
  );
}
