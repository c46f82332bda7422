/** While start-up runs: the brand on the page colour, which the first screen then replaces. */
export function SplashScreen() {
  return (
    <div
      role="status"
      aria-label="불러오는 중"
      className="flex min-h-dvh flex-col items-center justify-center gap-5 bg-bg"
    >
      <img src="/favicon.svg" alt="" className="size-16 rounded-2xl" />
      <span className="text-2xl font-extrabold tracking-tight text-text">바로</span>
      <span aria-hidden="true" className="mt-2 h-1 w-24 overflow-hidden rounded-full bg-surface-2">
        <span className="block h-full w-1/2 animate-pulse rounded-full bg-accent" />
      </span>
    </div>
  );
}
