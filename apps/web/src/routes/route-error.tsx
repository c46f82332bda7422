import { TriangleAlert } from 'lucide-react';
import { useTakeOverFirstScreen } from '../first-screen/take-over.ts';
import { useRouteError } from './router/index.ts';
import { GroupLoadTimeoutError } from './lazy-screens.tsx';

/**
 * A screen that failed to load or render. Usually a script group that could not be fetched (a new
 * deploy replaced it, or the network dropped): a reload fetches the current one.
 */
export function RouteError() {
  const error = useRouteError();
  // In place of a prerendered sign-in screen whose own screen could not load.
  useTakeOverFirstScreen();
  const timedOut = error instanceof GroupLoadTimeoutError;
  return (
    <div className="mx-auto flex min-h-dvh max-w-app flex-col items-center justify-center gap-4 px-8 text-center">
      <TriangleAlert aria-hidden="true" className="size-10 text-warning" strokeWidth={1.75} />
      <div className="flex flex-col gap-1.5">
        <h1 className="text-lg font-bold">화면을 불러오지 못했습니다</h1>
        <p className="text-sm break-keep text-text-dim">
          {timedOut ? '응답이 너무 오래 걸립니다.' : '일시적인 오류가 발생했습니다.'} 새로고침 후 다시
          시도해주세요.
        </p>
      </div>
      <button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
        className="h-11 rounded-lg bg-accent px-6 text-sm font-semibold text-accent-text"
      >
        새로고침
      </button>
    </div>
  );
}
