import { Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cx } from '../../ui/class-names.ts';

interface PolicyTexts {
  readonly terms: string;
  readonly privacy: string;
}

/**
 * The default terms and privacy texts, fetched when signup shows its agreements: they are the sign
 * group's largest text, and /signin, which shares the group, never shows them. Until they arrive the
 * rows have no 보기 button.
 */
function usePolicyTexts(): PolicyTexts | undefined {
  const [texts, setTexts] = useState<PolicyTexts>();
  useEffect(() => {
    let current = true;
    import('../common/policy-texts.ts').then(
      ({ TERMS_TEXT, PRIVACY_TEXT }) => {
        if (current) setTexts({ terms: TERMS_TEXT, privacy: PRIVACY_TEXT });
      },
      (error: unknown) => {
        console.error('The policy texts did not load.', error);
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return texts;
}

interface Agreement {
  agreeTerms: boolean;
  agreePrivacy: boolean;
  agreeMarketing: boolean;
}

function CheckRow({
  label,
  checked,
  onChange,
  strong = false,
  detail,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  strong?: boolean;
  detail?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col">
      <div className="flex items-center gap-3">
        <label className="flex min-h-11 flex-1 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="peer sr-only"
            checked={checked}
            onChange={(event) => {
              onChange(event.target.checked);
            }}
          />
          <span
            aria-hidden="true"
            className={cx(
              'flex size-5.5 items-center justify-center rounded-md border peer-focus-visible:ring-2 peer-focus-visible:ring-accent',
              checked
                ? 'border-accent bg-accent text-accent-text'
                : 'border-line bg-surface-2 text-transparent',
            )}
          >
            <Check className="size-3.5" strokeWidth={3} />
          </span>
          <span className={cx('text-sm', strong ? 'font-bold' : 'text-text')}>{label}</span>
        </label>
        {detail !== undefined && (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => {
              setOpen(!open);
            }}
            className="px-1 text-xs text-text-dim underline underline-offset-2"
          >
            {open ? '닫기' : '보기'}
          </button>
        )}
      </div>
      {open && detail !== undefined && (
        <p className="mb-2 max-h-40 overflow-y-auto rounded-lg bg-surface-2 p-3 text-xs leading-relaxed whitespace-pre-line text-text-dim">
          {detail}
        </p>
      )}
    </div>
  );
}

/**
 * The agreements at the end of signup: terms and privacy required, marketing optional. The texts
 * open in place, because the terms and privacy pages are for signed-in members (spec §6).
 */
export function TermsAgreement({
  value,
  onChange,
}: {
  value: Agreement;
  onChange: (value: Agreement) => void;
}) {
  const all = value.agreeTerms && value.agreePrivacy && value.agreeMarketing;
  const texts = usePolicyTexts();
  return (
    <fieldset className="flex flex-col rounded-xl border border-line bg-surface px-4 py-2">
      <legend className="sr-only">약관 동의</legend>
      <CheckRow
        label="전체 동의"
        strong
        checked={all}
        onChange={(checked) => {
          onChange({ agreeTerms: checked, agreePrivacy: checked, agreeMarketing: checked });
        }}
      />
      <div className="my-1 h-px bg-line" />
      <CheckRow
        label="[필수] 이용약관 동의"
        checked={value.agreeTerms}
        detail={texts?.terms}
        onChange={(checked) => {
          onChange({ ...value, agreeTerms: checked });
        }}
      />
      <CheckRow
        label="[필수] 개인정보 수집 및 이용 동의"
        checked={value.agreePrivacy}
        detail={texts?.privacy}
        onChange={(checked) => {
          onChange({ ...value, agreePrivacy: checked });
        }}
      />
      <CheckRow
        label="[선택] 마케팅 정보 수신 동의"
        checked={value.agreeMarketing}
        onChange={(checked) => {
          onChange({ ...value, agreeMarketing: checked });
        }}
      />
    </fieldset>
  );
}
