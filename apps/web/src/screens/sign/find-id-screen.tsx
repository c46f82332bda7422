import * as auth from '@baro/contracts/manifest/auth';
import { CircleUserRound } from 'lucide-react';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link } from '../../routes/router/index.ts';
import { useServices } from '../../app/services-context.tsx';
import { RestrictedInput } from '../../ui/restricted-input.tsx';
import { Field, PrimaryButton } from '../common/form-controls.tsx';
import { PhoneVerification } from './phone-verification.tsx';

/** Find the username: the name and a phone verified by SMS code (POST /player/find_id, masked answer). */
export function FindIdScreen() {
  const { api, dialogs } = useServices();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [certificate, setCertificate] = useState<string | null>(null);
  const [found, setFound] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (name.trim() === '') return dialogs.alert('이름을 입력해주세요.');
    if (certificate === null) return dialogs.alert('휴대폰 인증을 완료해주세요.');
    setBusy(true);
    const result = await api.call(auth.findId, {
      body: { name: name.trim(), certificateValue: certificate },
    });
    setBusy(false);
    if (!result.ok) return dialogs.alert(result.message);
    setFound(result.data.username);
  }

  if (found !== null) {
    return (
      <div className="flex flex-col items-center gap-6 pt-10 text-center">
        <CircleUserRound aria-hidden="true" className="size-12 text-accent" strokeWidth={1.5} />
        <div className="flex flex-col gap-2">
          <p className="text-sm text-text-dim">회원님의 아이디는</p>
          <p className="text-2xl font-bold tracking-wide">{found}</p>
          <p className="text-sm text-text-dim">입니다.</p>
        </div>
        <div className="flex w-full flex-col gap-2 pt-4">
          <Link
            to="/signin"
            className="flex h-12 items-center justify-center rounded-xl bg-accent font-bold text-accent-text"
          >
            로그인하기
          </Link>
          <Link
            to="/find_password"
            className="flex h-12 items-center justify-center rounded-xl border border-line text-text"
          >
            비밀번호 찾기
          </Link>
        </div>
      </div>
    );
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
        가입할 때 입력한 이름과 휴대폰 번호로 아이디를 찾습니다.
      </p>
      <Field label="이름">
        {({ inputId }) => (
          <RestrictedInput
            id={inputId}
            rule={{ exclude: 'specialDigitAndSpace' }}
            maxLength={50}
            autoComplete="name"
            placeholder="실명"
            value={name}
            onValueChange={setName}
          />
        )}
      </Field>
      <PhoneVerification
        purpose="FIND_ID"
        phone={phone}
        onPhoneChange={setPhone}
        verified={certificate !== null}
        onVerified={setCertificate}
      />
      <PrimaryButton busy={busy} className="mt-3">
        아이디 찾기
      </PrimaryButton>
    </form>
  );
}
