import type { DnwHistory } from '@baro/contracts/routes/dnw';
import { formatAssetAmount } from '../format/wallet-amount.ts';
import { assetScale } from './wallet-money.ts';

// Korean labels of the history rows and the figures on the wallet screens.

/** Spec §3 dnw type codes as a member reads them. */
export const dnwTypeLabels: Readonly<Record<DnwHistory['type'], string>> = {
  B: '보너스',
  D: '입금',
  W: '출금',
  WB: '구매',
  WS: '판매',
  TI: '이체입금',
  CI: '전환입금',
  TO: '이체출금',
  CO: '전환출금',
  E: '취소',
  C: '정산',
  PB: '보너스지급',
  PM: '차감',
};

export const dnwStatusLabels: Readonly<Record<DnwHistory['status'], string>> = {
  PENDING: '대기',
  APPROVED: '완료',
  REJECTED: '거절',
  CANCELLED: '취소',
};

/** Rows that bring money in (the 입금 tab) and take it out (the 출금 tab). */
export const incomingTypes: readonly DnwHistory['type'][] = ['D', 'WB', 'B', 'TI', 'CI', 'PB'];
export const outgoingTypes: readonly DnwHistory['type'][] = ['W', 'WS', 'TO', 'CO', 'PM'];

/** An amount of `asset` at the asset's own precision: '10,000' won, '0.00099900' BTC. */
export function assetAmount(amount: string, asset: string): string {
  return formatAssetAmount(amount, assetScale(asset));
}

/** A wallet amount with its currency: '10,000 KRW', '0.50000000 BTC'. */
export function amountWithUnit(amount: string, currency: string): string {
  return `${assetAmount(amount, currency)} ${currency}`;
}

const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** An instant as Korean time, '2026.01.31 18:05' (KST keeps no daylight saving). */
export function formatKstDateTime(iso: string): string {
  const kst = new Date(Date.parse(iso) + KST_OFFSET_MS);
  return `${kst.getUTCFullYear()}.${pad(kst.getUTCMonth() + 1)}.${pad(kst.getUTCDate())} ${pad(kst.getUTCHours())}:${pad(kst.getUTCMinutes())}`;
}

/** An instant's Korean time of day, '18:05:09': when a price was published. */
export function formatKstTime(iso: string): string {
  const kst = new Date(Date.parse(iso) + KST_OFFSET_MS);
  return `${pad(kst.getUTCHours())}:${pad(kst.getUTCMinutes())}:${pad(kst.getUTCSeconds())}`;
}

/** The KST calendar day `daysBack` days before `nowMs`, as `/dnw/list` dates are written ('2026-01-31'). */
export function kstDay(nowMs: number, daysBack = 0): string {
  const kst = new Date(nowMs + KST_OFFSET_MS - daysBack * 24 * 60 * 60 * 1000);
  return `${kst.getUTCFullYear()}-${pad(kst.getUTCMonth() + 1)}-${pad(kst.getUTCDate())}`;
}
