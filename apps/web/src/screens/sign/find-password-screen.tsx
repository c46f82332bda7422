import * as auth from '@baro/contracts/manifest/auth';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useNavigate } from '../../routes/router/index.ts';
import { useServices } from '../../app/services-context.tsx';
import { RestrictedInput } from '../../ui/restricted-input.tsx';
import { Field, PrimaryButton } from '../common/form-controls.tsx';
import { NewPasswordFields } from '../common/new-password-fields.tsx';
import { PhoneVerification } from './phone-verification.tsx';

/**
 * Set a new password with the username and a phone verified by SMS code (POST /player/find_pw); every
 * session of the account ends, so the member signs in again.
 */
export function FindPasswordScreen() {
  const { api, dialogs } = useServices();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [phone, setPhone] = useState('');
  const [certificate, setCertificate] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (username === '') return dialogs.alert('아이디를 입력해주세요.');
    if (certificate === null) return dialogs.alert('휴대폰 인증을 완료해주세요.');
    if (password === '') return dialogs.alert('새 비밀번호를 입력해주세요.');
    if (password !== confirm) return dialogs.alert('비밀번호가 일치하지 않습니다.');
    setBusy(true);
    const result = await api.call(auth.findPw, {
      body: { username, certificateValue: certificate, password },
    });
    setBusy(false);
    if (!result.ok) return dialogs.alert(result.message);
    await dialogs.alert('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.');
    void navigate('/signin', { replace: true });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
      className="flex flex-col gap-5"
    >
      <p className="text-sm leading-relaxed text-text-dim">
        아이디와 가입한 휴대폰 번호를 인증하면 새 비밀번호를 설정할 수 있습니다.
      </p>
      <Field label="아이디">
        {({ inputId }) => (
          <RestrictedInput
            id={inputId}
            rule={{ allow: 'username' }}
            maxLength={20}
            autoComplete="username"
            placeholder="아이디"
            value={username}
            onValueChange={setUsername}
          />
        )}
      </Field>
      <PhoneVerification
        purpose="FIND_PW"
        phone={phone}
        onPhoneChange={setPhone}
        verified={certificate !== null}
        onVerified={setCertificate}
      />
      {certificate !== null && (
        <>
          <NewPasswordFields
            password={password}
            confirm={confirm}
            onPasswordChange={setPassword}
            onConfirmChange={setConfirm}
          />
        </>
      )}
      <PrimaryButton busy={busy} className="mt-3">
        비밀번호 변경
      </PrimaryButton>
    </form>
  );
}
