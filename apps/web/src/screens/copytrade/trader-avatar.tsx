/** A trader's round initial, the accent behind it (traders have no pictures). */
export function TraderAvatar({ nick, size = 'md' }: { nick: string; size?: 'md' | 'lg' }) {
  return (
    <span
      aria-hidden="true"
      className={
        size === 'lg'
          ? 'flex size-14 shrink-0 items-center justify-center rounded-full bg-accent/20 text-xl font-bold text-accent'
          : 'flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/20 text-base font-bold text-accent'
      }
    >
      {nick.slice(0, 1)}
    </span>
  );
}

/** Followers over the cap, '마감' when full. */
export function FollowerBadge(props: { count: number; max: number; full: boolean }) {
  return (
    <span
      data-testid="follower-badge"
      className={
        props.full
          ? 'self-start rounded-full bg-surface-2 px-2 py-0.5 text-[11px] font-semibold text-text-dim'
          : 'self-start rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-semibold text-accent'
      }
    >
      {props.full ? '마감 ' : ''}
      {props.count}/{props.max}명
    </span>
  );
}
