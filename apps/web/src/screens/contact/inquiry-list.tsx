import * as contact from '@baro/contracts/manifest/contact';
import type { Contact } from '@baro/contracts/routes/contact';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { CONTACT_KEY, contactListQuery } from '../../queries/contact-queries.ts';
import { Link } from '../../routes/router/index.ts';
import { refreshUnreadCounts } from '../../session/unread-counts.ts';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { formatKstDateTime } from '../../wallet/dnw-labels.ts';
import { LoadMore } from '../common/load-more.tsx';
import { TextRowsSkeleton } from '../common/text-rows-skeleton.tsx';
import { ListToolbar, TOOLBAR_BUTTON } from './list-toolbar.tsx';
import { LoadFailure } from '../common/load-failure.tsx';

/** An answer the member has not opened yet (an inquiry without an answer counts as read). */
function hasUnreadAnswer(inquiry: Contact): boolean {
  return inquiry.isAnswer && !inquiry.isRead;
}

/** The row's mark: an operator's own inquiry (spec §4 new inquiry message) is no answer to wait for. */
function stateLabel(inquiry: Contact): string {
  if (inquiry.startedBy === 'OPERATOR') return '운영자 문의';
  return inquiry.isAnswer ? '답변완료' : '답변대기';
}

function InquiryRow({ inquiry }: { inquiry: Contact }) {
  const unread = hasUnreadAnswer(inquiry);
  const fromOperator = inquiry.startedBy === 'OPERATOR';
  return (
    <li>
      <Link
        to={`/more/contact/${inquiry.id}`}
        data-testid="inquiry-row"
        className="flex flex-col gap-1.5 px-4 py-3.5 outline-none active:bg-surface-2 focus-visible:bg-surface-2"
      >
        <span className="flex items-center gap-2">
          <span
            className={cx(
              'rounded px-1.5 py-0.5 text-[11px] font-bold',
              inquiry.isAnswer ? 'bg-accent/15 text-accent' : 'bg-surface-2 text-text-dim',
            )}
          >
            {stateLabel(inquiry)}
          </span>
          {unread && (
            <span className="flex items-center gap-1 text-[11px] font-bold text-up">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-up" />
              {fromOperator ? '새 메시지' : '새 답변'}
            </span>
          )}
          <time dateTime={inquiry.createdAt} className="ml-auto text-xs text-text-dim tabular-nums">
            {formatKstDateTime(inquiry.createdAt)}
          </time>
        </span>
        <span className={cx('line-clamp-2 text-[15px] break-all', unread ? 'font-semibold' : 'text-text')}>
          {inquiry.question}
        </span>
      </Link>
    </li>
  );
}

/**
 * The 1:1문의 tab: the member's inquiries with answered and unread marks, 모두 읽음 (which also
 * resets the menu badge) and 문의하기.
 */
export function InquiryList() {
  const services = useServices();
  const { api, queryClient, dialogs } = services;
  const inquiries = useInfiniteQuery(contactListQuery(api));
  const rows = inquiries.data?.pages.flatMap((page) => page.content) ?? [];
  const [marking, setMarking] = useState(false);
  // Unread answers may sit on a page not loaded yet; the counter knows about them.
  const anyUnread = useAppState((state) => state.unread.contact) > 0 || rows.some(hasUnreadAnswer);

  const readAll = async () => {
    setMarking(true);
    const result = await api.call(contact.readAllContacts);
    setMarking(false);
    if (!result.ok) {
      await dialogs.alert(result.message);
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: CONTACT_KEY }),
      refreshUnreadCounts(services),
    ]);
  };

  return (
    <div className="flex flex-col">
      <ListToolbar total={inquiries.data?.pages[0]?.totalElements}>
        <button
          type="button"
          disabled={marking || !anyUnread}
          onClick={() => void readAll()}
          className={TOOLBAR_BUTTON}
        >
          모두 읽음
        </button>
        <Link
          to="/more/contact/create"
          className="flex h-8 items-center gap-1 rounded-lg bg-accent px-3 text-[13px] font-semibold text-accent-text outline-none active:opacity-80 focus-visible:ring-2 focus-visible:ring-accent"
        >
          <PenLine aria-hidden="true" className="size-3.5" />
          문의하기
        </Link>
      </ListToolbar>
      {inquiries.isPending ? (
        <TextRowsSkeleton rows={5} label="1:1문의 불러오는 중" />
      ) : inquiries.isError ? (
        <LoadFailure error={inquiries.error} retry={inquiries.refetch} />
      ) : rows.length === 0 ? (
        <EmptyState message="등록된 문의가 없습니다. 궁금한 점을 남겨주세요." />
      ) : (
        <>
          <ul aria-label="1:1문의" className="flex flex-col divide-y divide-line border-t border-line">
            {rows.map((inquiry) => (
              <InquiryRow key={inquiry.id} inquiry={inquiry} />
            ))}
          </ul>
          <LoadMore
            hasNextPage={inquiries.hasNextPage}
            isFetchingNextPage={inquiries.isFetchingNextPage}
            fetchNextPage={inquiries.fetchNextPage}
          />
        </>
      )}
    </div>
  );
}
