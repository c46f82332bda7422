import * as contact from '@baro/contracts/manifest/contact';
import { CONTACT_QUESTION_LENGTH_MAX } from '@baro/contracts/routes/contact';
import { useEffect, useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { messageOf } from '../../i18n/i18n.ts';
import { CONTACT_KEY } from '../../queries/contact-queries.ts';
import { useNavigate } from '../../routes/router/index.ts';
import { cx } from '../../ui/class-names.ts';
import { useLeaveConfirmation } from '../common/use-leave-confirmation.ts';
import { GuestNotice } from './guest-notice.tsx';

function QuestionForm() {
  const services = useServices();
  const { api, dialogs, i18n, queryClient } = services;
  const navigate = useNavigate();
  const fieldId = useId();
  const counterId = useId();
  const [question, setQuestion] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  useLeaveConfirmation(question.trim() !== '' && !sent, 'CONTACT_LEAVE_CONFIRM');

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    // The server answers the same for an empty question; asking it first would only cost a call.
    if (question.trim() === '') {
      await dialogs.alert(messageOf(i18n, 'CONTACT_QUESTION_REQUIRED'));
      return;
    }
    setBusy(true);
    const result = await api.call(contact.createContact, { body: { question } });
    setBusy(false);
    if (!result.ok) {
      await dialogs.alert(result.message);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: CONTACT_KEY });
    await dialogs.alert(messageOf(i18n, 'CONTACT_CREATED_NOTICE'));
    setSent(true);
  };

  // Back to the list once the leave question is off: the blocker reads its condition as rendered, so
  // navigating in the same tick as setSent would still ask.
  useEffect(() => {
    if (sent) void navigate('/more/contact', { replace: true });
  }, [sent, navigate]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
      className="flex flex-1 flex-col gap-3 px-4 py-5"
    >
      <label htmlFor={fieldId} className="text-sm font-semibold">
        문의 내용
      </label>
      <textarea
        id={fieldId}
        aria-describedby={counterId}
        value={question}
        maxLength={CONTACT_QUESTION_LENGTH_MAX}
        rows={10}
        placeholder="문의하실 내용을 자세히 적어주세요. 답변이 등록되면 알려드립니다."
        onChange={(event) => {
          setQuestion(event.target.value);
        }}
        className="min-h-48 w-full resize-y rounded-xl border border-line bg-surface-2 px-3.5 py-3 text-[15px] leading-relaxed text-text outline-none placeholder:text-text-dim focus-visible:ring-2 focus-visible:ring-accent"
      />
      <p
        id={counterId}
        aria-live="polite"
        className={cx(
          'text-right text-xs tabular-nums',
          question.length >= CONTACT_QUESTION_LENGTH_MAX ? 'text-warning' : 'text-text-dim',
        )}
      >
        {question.length.toLocaleString('ko-KR')} / {CONTACT_QUESTION_LENGTH_MAX.toLocaleString('ko-KR')}
      </p>
      <button
        type="submit"
        disabled={busy}
        className="mt-auto h-12 rounded-xl bg-accent text-[15px] font-bold text-accent-text outline-none active:opacity-80 focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-50"
      >
        {busy ? '보내는 중…' : '문의하기'}
      </button>
    </form>
  );
}

/**
 * /more/contact/create (문의하기): the question, up to 2,000 characters with a counter. An empty one
 * gets the catalogue's CONTACT_QUESTION_REQUIRED; leaving with text asks first.
 */
export function ContactCreateScreen() {
  const me = useAppState((state) => state.me);
  return me === null ? <GuestNotice /> : <QuestionForm />;
}
