import * as auth from '@baro/contracts/manifest/auth';
import { useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { RestrictedInput } from '../../ui/restricted-input.tsx';
import { Field, InlineButton } from '../common/form-controls.tsx';

/**
 * The username with the server's availability check (GET /user/check_username; spec §5 "checked
 * server-side"). Editing the name after a check asks for a new one.
 */
export function UsernameField({
  value,
  onChange,
  checked,
  onChecked,
}: {
  value: string;
  onChange: (value: string) => void;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}) {
  const { api } = useServices();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  async function check() {
    setBusy(true);
    const result = await api.call(auth.checkUsername, { query: { username: value } });
    setBusy(false);
    setProblem(result.ok ? undefined : result.message);
    onChecked(result.ok);
  }

  return (
    <Field
      label="아이디"
      error={problem}
      hint={checked ? '사용 가능한 아이디입니다.' : '영문 소문자, 숫자, _, - 로 4~20자'}
    >
      {({ inputId, describedBy }) => (
        <div className="flex gap-2">
          <RestrictedInput
            id={inputId}
            aria-describedby={describedBy}
            aria-invalid={problem !== undefined}
            rule={{ allow: 'username' }}
            maxLength={20}
            autoComplete="username"
            placeholder="아이디"
            value={value}
            onValueChange={(next) => {
              onChange(next);
              setProblem(undefined);
              if (checked) onChecked(false);
            }}
          />
          <InlineButton
            disabled={value.length < 4 || busy || checked}
            onClick={() => {
              void check();
            }}
          >
            {checked ? '확인완료' : '중복확인'}
          </InlineButton>
        </div>
      )}
    </Field>
  );
}
