import * as messages from '@baro/contracts/manifest/messages';
import type { Message } from '@baro/contracts/routes/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { ChevronDown, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useAppState, useServices } from '../../app/services-context.tsx';
import { messageOf } from '../../i18n/i18n.ts';
import { MESSAGE_KEY, messageListQuery } from '../../queries/contact-queries.ts';
import { refreshUnreadCounts } from '../../session/unread-counts.ts';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SanitizedHtml } from '../../ui/sanitized-html.tsx';
import { formatKstDateTime } from '../../wallet/dnw-labels.ts';
import { LoadMore } from '../common/load-more.tsx';
import { TextRowsSkeleton } from '../common/text-rows-skeleton.tsx';
import { ListToolbar, TOOLBAR_BUTTON } from './list-toolbar.tsx';
import { LoadFailure } from '../common/load-failure.tsx';

function MessageRow({ message, onDelete }: { message: Message; onDelete: (id: number) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const bodyId = useId();
  return (
    <li data-testid="message-row" className={cx('flex flex-col', deleting && 'opacity-50')}>
      <div className="flex items-start">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => {
            setOpen(!open);
          }}
          className="flex min-w-0 flex-1 items-start gap-2 py-3.5 pl-4 text-left outline-none active:bg-surface-2 focus-visible:bg-surface-2"
        >
          <span
            aria-label={message.isRead ? undefined : '읽지 않음'}
            className={cx(
              'mt-1.5 size-1.5 shrink-0 rounded-full',
              message.isRead ? 'bg-transparent' : 'bg-up',
            )}
          />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span
              className={cx(
                'line-clamp-2 text-[15px] break-keep',
                message.isRead ? 'text-text-dim' : 'font-semibold',
              )}
            >
              {message.title}
            </span>
            <time dateTime={message.createdAt} className="text-xs text-text-dim tabular-nums">
              {formatKstDateTime(message.createdAt)}
            </time>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cx('mt-0.5 size-4 shrink-0 text-text-dim transition-transform', open && 'rotate-180')}
          />
        </button>
        <button
          type="button"
          aria-label="메시지 삭제"
          disabled={deleting}
          onClick={() => {
            setDeleting(true);
            void onDelete(message.id).finally(() => {
              setDeleting(false);
            });
          }}
          className="flex size-12 shrink-0 items-center justify-center text-text-dim outline-none active:text-danger focus-visible:text-danger"
        >
          <Trash2 aria-hidden="true" className="size-4.5" />
        </button>
      </div>
      {open && (
        <div id={bodyId} className="mx-4 mb-3 rounded-lg bg-surface-2 px-4 py-3">
          <SanitizedHtml html={message.content} />
        </div>
      )}
    </li>
  );
}

/**
 * The 메시지 tab: the operators' messages with their read state (a dot and bold title until read),
 * the body opened in place, 모두 읽음 and delete after a confirmation. Both reset the header badge.
 */
export function MessageList() {
  const services = useServices();
  const { api, queryClient, dialogs, i18n } = services;
  const list = useInfiniteQuery(messageListQuery(api));
  const rows = list.data?.pages.flatMap((page) => page.content) ?? [];
  const anyUnread = useAppState((state) => state.unread.message) > 0 || rows.some((row) => !row.isRead);
  const [marking, setMarking] = useState(false);

  const reload = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: MESSAGE_KEY }), refreshUnreadCounts(services)]);

  const readAll = async () => {
    setMarking(true);
    const result = await api.call(messages.readAllMessages);
    setMarking(false);
    if (!result.ok) {
      await dialogs.alert(result.message);
      return;
    }
    await reload();
  };

  const remove = async (id: number) => {
    if (!(await dialogs.confirm(messageOf(i18n, 'MESSAGE_DELETE_CONFIRM')))) return;
    const result = await api.call(messages.deleteMessage, { body: { id } });
    if (!result.ok) {
      await dialogs.alert(result.message);
      return;
    }
    await reload();
  };

  return (
    <div className="flex flex-col">
      <ListToolbar total={list.data?.pages[0]?.totalElements}>
        <button
          type="button"
          disabled={marking || !anyUnread}
          onClick={() => void readAll()}
          className={TOOLBAR_BUTTON}
        >
          모두 읽음
        </button>
      </ListToolbar>
      {list.isPending ? (
        <TextRowsSkeleton rows={5} label="메시지 불러오는 중" />
      ) : list.isError ? (
        <LoadFailure error={list.error} retry={list.refetch} />
      ) : rows.length === 0 ? (
        <EmptyState message="받은 메시지가 없습니다." />
      ) : (
        <>
          <ul aria-label="메시지" className="flex flex-col divide-y divide-line border-t border-line">
            {rows.map((message) => (
              <MessageRow key={message.id} message={message} onDelete={remove} />
            ))}
          </ul>
          <LoadMore
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={list.fetchNextPage}
          />
        </>
      )}
    </div>
  );
}
