import type { auth } from '@baro/contracts';
import { formatWalletAmount } from '../../format/wallet-amount.ts';

/** The member at the top of the more hub and the profile: initial, names, and the BINARY balance. */
export function MemberCard({ me, currency }: { me: auth.Me; currency: string | undefined }) {
  const display = me.nick ?? me.name;
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4">
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-bold text-accent-text">
          {display.slice(0, 1)}
        </span>
        <div className="flex min-w-0 flex-col">
          <span className="truncate text-[17px] font-bold">{display}</span>
          <span className="truncate text-[13px] text-text-dim">
            {me.username} · {me.name}
          </span>
        </div>
      </div>
      <div className="flex items-baseline justify-between rounded-xl bg-surface-2 px-4 py-3">
        <span className="text-[13px] text-text-dim">보유금액</span>
        <span className="text-lg font-bold tabular-nums">
          {formatWalletAmount(me.money)}
          {currency !== undefined && (
            <span className="ml-1 text-[13px] font-medium text-text-dim">{currency}</span>
          )}
        </span>
      </div>
    </div>
  );
}
