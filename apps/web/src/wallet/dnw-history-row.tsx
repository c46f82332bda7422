import * as dnw from '@baro/contracts/manifest/dnw';
import type { DnwHistory } from '@baro/contracts/routes/dnw';
import { useState } from 'react';
import { useServices } from '../app/services-context.tsx';
import { CoinLogo } from '../market/coin-logo.tsx';
import { cx } from '../ui/class-names.ts';
import {
  amountWithUnit,
  dnwStatusLabels,
  dnwTypeLabels,
  formatKstDateTime,
  outgoingTypes,
} from './dnw-labels.ts';
import { walletName } from './site-wallets.ts';
import { refreshAfterMoneyCall } from './wallet-cache.ts';

const statusClass: Readonly<Record<DnwHistory['status'], string>> = {
  PENDING: 'bg-warning/15 text-warning',
  APPROVED: 'bg-success/15 text-success',
  REJECTED: 'bg-danger/15 text-danger',
  CANCELLED: 'bg-surface-2 text-text-dim',
};

/** Cancels a pending request after asking (GET /dnw/cancel); a held amount comes back to the wallet. */
function CancelButton({ row }: { row: DnwHistory }) {
  const services = useServices();
  const [busy, setBusy] = useState(false);
  async function cancel() {
    const label = dnwTypeLabels[row.type];
    if (!(await services.dialogs.confirm(`${label}신청을 취소하시겠습니까?`))) return;
    setBusy(true);
    const result = await services.api.call(dnw.cancelDnw, { query: { dnwHistoryId: row.id } });
    setBusy(false);
    if (!result.ok) {
      await services.dialogs.alert(result.message);
      return;
    }
    refreshAfterMoneyCall(services);
    await services.dialogs.alert(`${label}신청이 취소되었습니다.`);
  }
  return (
    <button
      type="button"
      disabled={busy}
      aria-label={`${dnwTypeLabels[row.type]} 신청 취소`}
      onClick={() => {
        void cancel();
      }}
      className="h-8 rounded-lg border border-line px-3 text-xs font-semibold text-text outline-none active:bg-surface-2 focus-visible:ring-2 focus-visible:ring-accent disabled:opacity-40"
    >
      취소
    </button>
  );
}

/** One request of the history: what, which wallet, how much, its state and when. */
export function DnwHistoryRow({ row, currency }: { row: DnwHistory; currency: string }) {
  const out = outgoingTypes.includes(row.type);
  return (
    <li data-testid="dnw-row" data-status={row.status} className="flex items-start gap-3 px-4 py-3.5">
      <span className="mt-0.5 flex">
        <CoinLogo code={row.walletType} size={32} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <span className="flex min-w-0 items-center gap-1.5">
            <span className={cx('text-[13px] font-bold', out ? 'text-down' : 'text-up')}>
              {dnwTypeLabels[row.type]}
            </span>
            <span className="truncate text-[13px] text-text-dim">{walletName(row.walletType)}</span>
          </span>
          <span
            className={cx('shrink-0 rounded-md px-1.5 py-0.5 text-[11px] font-bold', statusClass[row.status])}
          >
            {dnwStatusLabels[row.status]}
          </span>
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="text-[15px] font-bold tabular-nums">
            {out ? '-' : '+'}
            {amountWithUnit(row.point, currency)}
          </span>
          {row.status === 'PENDING' && <CancelButton row={row} />}
        </div>
        <div className="flex flex-wrap items-center gap-x-2 text-xs text-text-dim tabular-nums">
          <span>{formatKstDateTime(row.createdAt)}</span>
          {row.won !== null && <span>{amountWithUnit(row.won, 'KRW')}</span>}
          {row.fee !== null && <span>수수료 {amountWithUnit(row.fee, currency)}</span>}
        </div>
        {row.memo !== null && row.memo !== '' && (
          <p className="text-xs break-keep text-text-dim">{row.memo}</p>
        )}
      </div>
    </li>
  );
}
