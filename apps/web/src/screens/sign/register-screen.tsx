import * as auth from '@baro/contracts/manifest/auth';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SubmitEvent, ReactNode } from 'react';
import { useNavigate, useParams } from '../../routes/router/index.ts';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { bankListQuery } from '../../queries/site-queries.ts';
import { RestrictedInput } from '../../ui/restricted-input.tsx';
import { Field, PrimaryButton, TextInput } from '../common/form-controls.tsx';
import { NewPasswordFields } from '../common/new-password-fields.tsx';
import { PartnerBanner } from './partner-banner.tsx';
import { PhoneVerification } from './phone-verification.tsx';
import { emptyRegisterForm, firstProblem, isDirty, signupBody } from './register-form.ts';
import type { RegisterForm } from './register-form.ts';
import { TermsAgreement } from './terms-agreement.tsx';
import { useLeaveConfirmation } from '../common/use-leave-confirmation.ts';
import { UsernameField } from './username-field.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-[15px] font-bold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Spec §2 /register and /ref/{partnerCode}: every field of the signup contract, the username checked
 * by the server, the phone verified by SMS code, and a question before leaving a started form.
 */
export function RegisterScreen() {
  const services = useServices();
  const navigate = useNavigate();
  const { partnerCode: linkedPartner } = useParams();
  const siteId = useAppState((state) => state.siteInfo?.id);
  const banks = useQuery(bankListQuery(services.api));
  const [form, setForm] = useState<RegisterForm>({ ...emptyRegisterForm, partnerCode: linkedPartner ?? '' });
  const [usernameChecked, setUsernameChecked] = useState(false);
  const [certificate, setCertificate] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  useLeaveConfirmation(isDirty(form) && !done, 'SIGNUP_LEAVE_CONFIRM');

  function update<K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) {
    setForm((current) => ({ ...current, [key]: value }));
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problem = firstProblem(form, usernameChecked);
    if (problem !== undefined) {
      await services.dialogs.alert(problem);
      return;
    }
    setBusy(true);
    const result = await services.api.call(auth.signup, { body: signupBody(form, siteId, certificate) });
    setBusy(false);
    if (!result.ok) {
      await services.dialogs.alert(result.message);
      return;
    }
    setDone(true);
    await services.dialogs.alert('회원가입이 완료되었습니다. 로그인해주세요.');
    void navigate('/signin', { replace: true });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
      className="flex flex-col gap-8"
    >
      {linkedPartner !== undefined && <PartnerBanner code={linkedPartner} />}
      <Section title="계정 정보">
        <UsernameField
          value={form.username}
          onChange={(value) => {
            update('username', value);
          }}
          checked={usernameChecked}
          onChecked={setUsernameChecked}
        />
        <NewPasswordFields
          label="비밀번호"
          password={form.password}
          confirm={form.passwordConfirm}
          onPasswordChange={(value) => {
            update('password', value);
          }}
          onConfirmChange={(value) => {
            update('passwordConfirm', value);
          }}
          placeholders={{ password: '비밀번호', confirm: '비밀번호 다시 입력' }}
        />
      </Section>

      <Section title="본인 정보">
        <Field label="이름">
          {({ inputId }) => (
            <RestrictedInput
              id={inputId}
              rule={{ exclude: 'specialDigitAndSpace' }}
              autoComplete="name"
              maxLength={50}
              placeholder="실명"
              value={form.name}
              onValueChange={(value) => {
                update('name', value);
              }}
            />
          )}
        </Field>
        <PhoneVerification
          purpose="SIGNUP"
          phone={form.phone}
          onPhoneChange={(digits) => {
            update('phone', digits);
          }}
          verified={certificate !== null}
          onVerified={setCertificate}
        />
        <Field label="닉네임 (선택)">
          {({ inputId }) => (
            <RestrictedInput
              id={inputId}
              rule={{ exclude: 'specialAndSpace' }}
              maxLength={20}
              placeholder="다른 회원에게 보이는 이름"
              value={form.nick}
              onValueChange={(value) => {
                update('nick', value);
              }}
            />
          )}
        </Field>
        <Field label="이메일 (선택)">
          {({ inputId }) => (
            <RestrictedInput
              id={inputId}
              rule={{ allow: 'email' }}
              inputMode="email"
              autoComplete="email"
              maxLength={200}
              placeholder="name@example.com"
              value={form.email}
              onValueChange={(value) => {
                update('email', value);
              }}
            />
          )}
        </Field>
        <Field label="주소 (선택)">
          {({ inputId }) => (
            <TextInput
              id={inputId}
              autoComplete="street-address"
              maxLength={200}
              placeholder="주소"
              value={form.address}
              onChange={(event) => {
                update('address', event.target.value);
              }}
            />
          )}
        </Field>
      </Section>

      <Section title="출금 계좌 (선택)">
        <Field label="은행">
          {({ inputId }) => (
            <select
              id={inputId}
              value={form.bankName}
              onChange={(event) => {
                update('bankName', event.target.value);
              }}
              className="h-11 w-full rounded-lg border border-line bg-surface-2 px-3 text-base text-text outline-none focus:border-accent"
            >
              <option value="">{banks.isPending ? '불러오는 중…' : '은행 선택'}</option>
              {banks.data?.map((bank) => (
                <option key={bank.id} value={bank.name}>
                  {bank.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid grid-cols-[1fr_7rem] gap-2">
          <Field label="계좌번호">
            {({ inputId }) => (
              <RestrictedInput
                id={inputId}
                rule={{ allow: 'numberDash' }}
                inputMode="numeric"
                maxLength={30}
                placeholder="숫자만 입력"
                value={form.accountNumber}
                onValueChange={(value) => {
                  update('accountNumber', value);
                }}
              />
            )}
          </Field>
          <Field label="예금주">
            {({ inputId }) => (
              <TextInput
                id={inputId}
                maxLength={30}
                placeholder="예금주"
                value={form.accountHolder}
                onChange={(event) => {
                  update('accountHolder', event.target.value);
                }}
              />
            )}
          </Field>
        </div>
        {linkedPartner === undefined && (
          <Field label="추천인 코드 (선택)">
            {({ inputId }) => (
              <RestrictedInput
                id={inputId}
                rule={{ exclude: 'koreanAndSpace' }}
                maxLength={50}
                placeholder="추천인 코드"
                value={form.partnerCode}
                onValueChange={(value) => {
                  update('partnerCode', value);
                }}
              />
            )}
          </Field>
        )}
      </Section>

      <TermsAgreement
        value={form}
        onChange={(agreement) => {
          setForm((current) => ({ ...current, ...agreement }));
        }}
      />
      <PrimaryButton busy={busy}>가입하기</PrimaryButton>
    </form>
  );
}
