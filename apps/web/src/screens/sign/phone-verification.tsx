import * as auth from '@baro/contracts/manifest/auth';
import type { CertificatePurpose } from '@baro/contracts/routes/auth';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { maskPhone } from '../../format/phone-mask.ts';
import { PhoneInput } from '../../ui/phone-input.tsx';
import { RestrictedInput } from '../../ui/restricted-input.tsx';
import { Field, InlineButton } from '../common/form-controls.tsx';

type Purpose = CertificatePurpose;

/** A Korean number is complete at 9 to 11 digits (contracts `phoneInput`). */
function isCompletePhone(digits: string): boolean {
  return /^0\d{8,10}$/.test(digits);
}

function formatRemaining(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A sent code: when it stops working and how long it was valid for. */
interface SentCode {
  readonly expiresAtMs: number;
  readonly validSeconds: number;
}

/** Counts down the seconds a sent code stays valid, never above its validity. */
function useCountdown(sent: SentCode | null): number {
  const expiresAtMs = sent?.expiresAtMs ?? null;
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAtMs === null) return;
    const timer = setInterval(() => {
      setNowMs(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [expiresAtMs]);
  if (sent === null) return 0;
  return Math.min(sent.validSeconds, Math.max(0, Math.ceil((sent.expiresAtMs - nowMs) / 1000)));
}

export interface PhoneVerificationProps {
  purpose: Purpose;
  phone: string;
  onPhoneChange: (digits: string) => void;
  /** The certificate once the code is confirmed; null again when the phone changes. */
  onVerified: (certificateValue: string | null) => void;
  verified: boolean;
}

/**
 * A phone number with its SMS code (POST /certi/certificate_phone, then /certi/verify_phone): the
 * member asks for a code, types the 6 digits and gets the certificate that signup or account
 * recovery spends. In the demo the code waits in the operators' outbox instead of an SMS.
 */
export function PhoneVerification({
  purpose,
  phone,
  onPhoneChange,
  onVerified,
  verified,
}: PhoneVerificationProps) {
  const { api, dialogs } = useServices();
  const [sent, setSent] = useState<SentCode | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const remaining = useCountdown(sent);

  async function requestCode() {
    setBusy(true);
    const answer = await api.call(auth.certificatePhone, { body: { key: maskPhone(phone), purpose } });
    setBusy(false);
    if (!answer.ok) {
      await dialogs.alert(answer.message);
      return;
    }
    setCode('');
    setSent({ expiresAtMs: Date.now() + answer.data.expiresIn * 1000, validSeconds: answer.data.expiresIn });
  }

  async function confirmCode() {
    setBusy(true);
    const checked = await api.call(auth.verifyPhone, { body: { key: maskPhone(phone), secretCode: code } });
    setBusy(false);
    if (!checked.ok) {
      await dialogs.alert(checked.message);
      return;
    }
    setSent(null);
    onVerified(checked.data.certificateValue);
  }

  return (
    <div className="flex flex-col gap-3">
      <Field
        label="휴대폰 번호"
        hint={verified ? undefined : '본인 명의의 휴대폰으로 인증번호를 보내드립니다.'}
      >
        {({ inputId, describedBy }) => (
          <div className="flex gap-2">
            <PhoneInput
              id={inputId}
              aria-describedby={describedBy}
              value={phone}
              onValueChange={(digits) => {
                onPhoneChange(digits);
                if (verified) onVerified(null);
              }}
            />
            <InlineButton
              disabled={!isCompletePhone(phone) || busy || verified}
              onClick={() => {
                void requestCode();
              }}
            >
              {sent === null ? '인증요청' : '재요청'}
            </InlineButton>
          </div>
        )}
      </Field>
      {verified && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-success">
          <CircleCheck aria-hidden="true" className="size-4" /> 휴대폰 인증이 완료되었습니다.
        </p>
      )}
      {!verified && sent !== null && (
        <Field
          label="인증번호"
          hint={
            remaining > 0
              ? `남은 시간 ${formatRemaining(remaining)}`
              : '인증 시간이 지났습니다. 다시 요청해주세요.'
          }
        >
          {({ inputId, describedBy }) => (
            <div className="flex gap-2">
              <RestrictedInput
                id={inputId}
                aria-describedby={describedBy}
                rule={{ allow: 'number' }}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="6자리 숫자"
                value={code}
                onValueChange={setCode}
              />
              <InlineButton
                disabled={code.length !== 6 || busy || remaining === 0}
                onClick={() => {
                  void confirmCode();
                }}
              >
                확인
              </InlineButton>
            </div>
          )}
        </Field>
      )}
    </div>
  );
}
