import { Field, PasswordInput } from './form-controls.tsx';

/** The server's password rule in words (packages/domain `validatePassword`). */
export const passwordRuleHint = '공백 없이 8~64자';

/**
 * A new password and its confirmation, as signup, find password and change password ask for them:
 * the confirmation shows the mismatch as soon as something is typed in it.
 */
export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  label = '새 비밀번호',
  hint = passwordRuleHint,
  placeholders,
}: {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  label?: string;
  hint?: string;
  placeholders?: { password: string; confirm: string };
}) {
  const mismatch = confirm !== '' && confirm !== password;
  return (
    <>
      <Field label={label} hint={hint}>
        {({ inputId, describedBy }) => (
          <PasswordInput
            id={inputId}
            aria-describedby={describedBy}
            autoComplete="new-password"
            maxLength={64}
            placeholder={placeholders?.password}
            value={password}
            onValueChange={onPasswordChange}
          />
        )}
      </Field>
      <Field label={`${label} 확인`} error={mismatch ? `${label}가 일치하지 않습니다.` : undefined}>
        {({ inputId, describedBy }) => (
          <PasswordInput
            id={inputId}
            aria-describedby={describedBy}
            autoComplete="new-password"
            maxLength={64}
            placeholder={placeholders?.confirm}
            value={confirm}
            onValueChange={onConfirmChange}
          />
        )}
      </Field>
    </>
  );
}
