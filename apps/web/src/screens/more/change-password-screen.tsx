import * as auth from '@baro/contracts/manifest/auth';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link } from '../../routes/router/index.ts';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { KeyRound } from 'lucide-react';
import { Field, PasswordInput, PrimaryButton } from '../common/form-controls.tsx';
import { NewPasswordFields, passwordRuleHint } from '../common/new-password-fields.tsx';

/**
 * Spec §2 /more/change_password (비밀번호변경). The route is open to guests (spec §6), who are pointed
 * to sign-in or password recovery; a member changes it with the current one, and every other
 * session of the account ends.
 */
export function ChangePasswordScreen() {
  const services = useServices();
  const me = useAppState((state) => state.me);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  if (me === null) {
    return (
      <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
        <KeyRound aria-hidden="true" className="size-10 text-text-dim" strokeWidth={1.5} />
        <p className="text-sm text-text-dim">로그인 후 비밀번호를 변경할 수 있습니다.</p>
        <div className="flex gap-2">
          <Link
            to="/signin"
            className="h-10 rounded-lg bg-accent px-4 text-sm leading-10 font-semibold text-accent-text"
          >
            로그인
          </Link>
          <Link to="/find_password" className="h-10 rounded-lg border border-line px-4 text-sm leading-10">
            비밀번호 찾기
          </Link>
        </div>
      </div>
    );
  }
  const member = me;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const { dialogs, api } = services;
    if (current === '' || next === '') return dialogs.alert('비밀번호를 입력해주세요.');
    if (next !== confirm) return dialogs.alert('새 비밀번호가 일치하지 않습니다.');
    setBusy(true);
    const result = await api.call(auth.changePassword, {
      body: { id: member.id, password: next, currentPassword: current },
    });
    setBusy(false);
    if (!result.ok) return dialogs.alert(result.message);
    setCurrent('');
    setNext('');
    setConfirm('');
    await dialogs.alert('비밀번호가 변경되었습니다.');
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
      className="flex flex-col gap-5 px-5 py-6"
    >
      <Field label="현재 비밀번호">
        {({ inputId }) => (
          <PasswordInput
            id={inputId}
            autoComplete="current-password"
            maxLength={64}
            value={current}
            onValueChange={setCurrent}
          />
        )}
      </Field>
      <NewPasswordFields
        password={next}
        confirm={confirm}
        onPasswordChange={setNext}
        onConfirmChange={setConfirm}
        hint={`${passwordRuleHint}. 변경하면 다른 기기에서는 로그아웃됩니다.`}
      />
      <PrimaryButton busy={busy} className="mt-2">
        비밀번호 변경
      </PrimaryButton>
    </form>
  );
}
