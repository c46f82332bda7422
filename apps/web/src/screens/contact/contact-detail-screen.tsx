import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { CONTACT_KEY, contactReadQuery } from '../../queries/contact-queries.ts';
import { Link, useNavigate, useParams } from '../../routes/router/index.ts';
import { refreshUnreadCounts } from '../../session/unread-counts.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatKstDateTime } from '../../wallet/dnw-labels.ts';
import { GuestNotice } from './guest-notice.tsx';
import { LoadFailure } from '../common/load-failure.tsx';

function Section(props: {
  label: string;
  at: string | null;
  children: ReactNode;
  tone: 'question' | 'answer';
}) {
  return (
    <section
      aria-label={props.label}
      className={
        props.tone === 'answer'
          ? 'flex flex-col gap-2 rounded-2xl border border-accent/40 bg-accent/10 px-4 py-4'
          : 'flex flex-col gap-2 rounded-2xl border border-line bg-surface px-4 py-4'
      }
    >
      <header className="flex items-center gap-2">
        <h2 className="text-sm font-bold">{props.label}</h2>
        {props.at !== null && (
          <time dateTime={props.at} className="ml-auto text-xs text-text-dim tabular-nums">
            {formatKstDateTime(props.at)}
          </time>
        )}
      </header>
      {props.children}
    </section>
  );
}

function Loading() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="문의 불러오는 중"
      className="flex flex-col gap-3 px-4 py-5"
    >
      <Skeleton className="h-28 w-full rounded-2xl" />
      <Skeleton className="h-20 w-full rounded-2xl" />
    </div>
  );
}

function InquiryDetail({ id }: { id: number }) {
  const services = useServices();
  const navigate = useNavigate();
  const inquiry = useQuery(contactReadQuery(services.api, id));
  const answered = inquiry.data?.isAnswer === true;

  // Reading an answer marks it read on the server: the badges and the list follow.
  useEffect(() => {
    if (!answered) return;
    void refreshUnreadCounts(services);
    void services.queryClient.invalidateQueries({ queryKey: [...CONTACT_KEY, 'list'] });
  }, [answered, services]);

  if (inquiry.isPending) return <Loading />;
  if (inquiry.isError) {
    return (
      <LoadFailure
        error={inquiry.error}
        retry={inquiry.refetch}
        whenGone={{ label: '목록으로', go: () => navigate('/more/contact') }}
      />
    );
  }
  const { startedBy, question, answer, createdAt, answeredAt } = inquiry.data;
  if (startedBy === 'OPERATOR') {
    // An inquiry the operator opened: its question is the subject, its answer the message.
    return (
      <div className="flex flex-col gap-3 px-4 py-5">
        <Section label="운영자 문의" at={answeredAt ?? createdAt} tone="answer">
          <h3 className="text-[15px] font-bold break-all">{question}</h3>
          <p className="text-[15px] leading-relaxed break-all whitespace-pre-wrap">{answer}</p>
        </Section>
        <p className="text-center text-xs text-text-dim">
          더 궁금한 점은{' '}
          <Link to="/more/contact/create" className="font-semibold text-accent underline-offset-2">
            1:1문의
          </Link>
          로 남겨 주세요.
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 px-4 py-5">
      <Section label="문의 내용" at={createdAt} tone="question">
        <p className="text-[15px] leading-relaxed break-all whitespace-pre-wrap">{question}</p>
      </Section>
      {answer === null ? (
        <p className="rounded-2xl border border-dashed border-line px-4 py-6 text-center text-sm text-text-dim">
          답변을 준비하고 있습니다. 답변이 등록되면 알려드립니다.
        </p>
      ) : (
        <Section label="답변" at={answeredAt} tone="answer">
          <p className="text-[15px] leading-relaxed break-all whitespace-pre-wrap">{answer}</p>
        </Section>
      )}
    </div>
  );
}

/** /more/contact/{id}: the question and the operator's answer, both plain text. */
export function ContactDetailScreen() {
  const me = useAppState((state) => state.me);
  const id = Number(useParams().id);
  if (me === null) return <GuestNotice />;
  return <InquiryDetail key={id} id={id} />;
}
