import { describe, expect, it } from 'vitest';
import { formatKstDateTime, kstDay } from './dnw-labels.ts';
import { historyFilter } from './dnw-history-filter.ts';

// 2026-01-31 23:30 KST is 14:30 UTC the same day; 2026-02-01 00:30 KST is 15:30 UTC on the 31st.
const lateKst = Date.parse('2026-01-31T14:30:00.000Z');
const afterMidnightKst = Date.parse('2026-01-31T15:30:00.000Z');

describe('the history filters', () => {
  it('counts days in Korean time', () => {
    expect(kstDay(lateKst)).toBe('2026-01-31');
    expect(kstDay(afterMidnightKst)).toBe('2026-02-01');
    expect(kstDay(afterMidnightKst, 7)).toBe('2026-01-25');
    expect(formatKstDateTime('2026-01-31T15:30:00.000Z')).toBe('2026.02.01 00:30');
  });

  it('asks for money in on the deposit tab and money out on the withdraw tab', () => {
    const base = { period: 'all', status: 'ALL', walletType: 'ALL' } as const;
    expect(historyFilter({ ...base, tab: 'deposit' }, lateKst)).toEqual({ typeStrs: 'D,WB,B,TI,CI,PB' });
    expect(historyFilter({ ...base, tab: 'withdraw' }, lateKst)).toEqual({ typeStrs: 'W,WS,TO,CO,PM' });
  });

  it('turns a period, a status and a wallet into the query, both ends of the period included', () => {
    expect(
      historyFilter(
        { tab: 'withdraw', period: 'week', status: 'PENDING', walletType: 'USDT' },
        afterMidnightKst,
      ),
    ).toEqual({
      typeStrs: 'W,WS,TO,CO,PM',
      statusStrs: 'PENDING',
      walletTypeStrs: 'USDT',
      startDate: '2026-01-26',
      endDate: '2026-02-01',
    });
  });
});
