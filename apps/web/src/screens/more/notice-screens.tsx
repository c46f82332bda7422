import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/services-context.tsx';
import { contentPostQuery } from '../../queries/content-queries.ts';
import { useNavigate, useParams } from '../../routes/router/index.ts';
import { SanitizedHtml } from '../../ui/sanitized-html.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { formatKstDateTime } from '../../wallet/dnw-labels.ts';
import { ContentBoard } from '../home/content-board.tsx';
import { categoryLabel } from '../home/content-labels.ts';
import { LoadFailure } from '../common/load-failure.tsx';

/** /more/notice: the notice board; a row opens /more/notice/{id}. */
export function MoreNoticeScreen() {
  return <ContentBoard board="notice" withCategories linkTo={(post) => `/more/notice/${post.id}`} />;
}

function DetailSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="공지사항 불러오는 중"
      className="flex flex-col gap-3 px-5 py-5"
    >
      <Skeleton className="h-5 w-4/5" />
      <Skeleton className="h-3 w-1/4" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-3/5" />
    </div>
  );
}

/** /more/notice/{id}: one notice, its HTML sanitised; the header's close icon returns to the list. */
export function MoreNoticeDetailScreen() {
  const { api } = useServices();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const notice = useQuery(contentPostQuery(api, 'notice', id));
  if (notice.isPending) return <DetailSkeleton />;
  if (notice.isError) {
    return (
      <LoadFailure
        error={notice.error}
        retry={notice.refetch}
        whenGone={{ label: '목록으로', go: () => navigate('/more/notice') }}
      />
    );
  }
  const post = notice.data;
  return (
    <article className="flex flex-col">
      <header className="flex flex-col gap-2 border-b border-line px-5 py-4">
        <h2 className="text-[17px] leading-snug font-bold break-keep">{post.title}</h2>
        <p className="flex items-center gap-2 text-xs text-text-dim">
          {post.category !== null && (
            <span className="rounded bg-surface-2 px-1.5 py-0.5 text-[11px] font-semibold">
              {categoryLabel(post.category)}
            </span>
          )}
          <time dateTime={post.createdAt} className="tabular-nums">
            {formatKstDateTime(post.createdAt)}
          </time>
        </p>
      </header>
      <SanitizedHtml html={post.content} className="px-5 py-5" />
    </article>
  );
}
