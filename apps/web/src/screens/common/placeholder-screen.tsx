import { Construction } from 'lucide-react';
import { useNavigate } from '../../routes/router/index.ts';

/**
 * The page of a route whose screen is not built yet: the route works (guard, layout, header, menu),
 * and the page says plainly that the screen is coming.
 */
export function PlaceholderScreen({ title }: { title?: string | undefined }) {
  const navigate = useNavigate();
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-4 px-8 py-16 text-center">
      <div className="flex size-16 items-center justify-center rounded-2xl bg-surface-2">
        <Construction aria-hidden="true" className="size-8 text-accent" strokeWidth={1.75} />
      </div>
      <div className="flex flex-col gap-1.5">
        <h2 className="text-lg font-bold text-text">
          {title === undefined ? '준비 중' : `${title} 준비 중`}
        </h2>
        <p className="text-sm break-keep text-text-dim">이 화면은 준비 중입니다. 곧 이용하실 수 있습니다.</p>
      </div>
      <button
        type="button"
        onClick={() => {
          void navigate(-1);
        }}
        className="h-10 rounded-lg border border-line px-4 text-sm font-semibold text-text active:opacity-80"
      >
        이전 화면으로
      </button>
    </section>
  );
}
