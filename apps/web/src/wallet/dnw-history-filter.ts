import type { DnwHistory } from '@baro/contracts/routes/dnw';
import { incomingTypes, kstDay, outgoingTypes } from './dnw-labels.ts';
import type { DnwHistoryFilter } from './wallet-queries.ts';

// The history screens' choices as the `/dnw/list` query they ask for, pure.

export type DnwTab = 'deposit' | 'withdraw';
export type DnwPeriod = 'week' | 'month' | 'quarter' | 'all';

export const periodLabels: Readonly<Record<DnwPeriod, string>> = {
  week: '1주일',
  month: '1개월',
  quarter: '3개월',
  all: '전체',
};

const periodDays: Readonly<Record<Exclude<DnwPeriod, 'all'>, number>> = { week: 7, month: 30, quarter: 90 };

export interface DnwHistoryChoice {
  readonly tab: DnwTab;
  readonly period: DnwPeriod;
  /** One status, or every status. */
  readonly status: DnwHistory['status'] | 'ALL';
  /** One wallet, or every wallet ('ALL'). */
  readonly walletType: string;
}

/**
 * The query of a choice at `nowMs`: the tab's types (deposits bring money in, withdrawals take it
 * out), and the period as KST days from that many days back to today, both ends included.
 */
export function historyFilter(choice: DnwHistoryChoice, nowMs: number): DnwHistoryFilter {
  const types = choice.tab === 'deposit' ? incomingTypes : outgoingTypes;
  return {
    typeStrs: types.join(','),
    ...(choice.status === 'ALL' ? {} : { statusStrs: choice.status }),
    ...(choice.walletType === 'ALL' ? {} : { walletTypeStrs: choice.walletType }),
    ...(choice.period === 'all'
      ? {}
      : { startDate: kstDay(nowMs, periodDays[choice.period] - 1), endDate: kstDay(nowMs) }),
  };
}

/** The query of a choice made now: called when the member chooses, so a list keeps its days. */
export function historyFilterToday(choice: DnwHistoryChoice): DnwHistoryFilter {
  return historyFilter(choice, Date.now());
}
