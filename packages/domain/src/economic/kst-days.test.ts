import { describe, expect, it } from 'vitest';
import { actualVersusForecast } from './actual-versus-forecast.ts';
import { addKstDays, economicDayRange, kstClockOf, kstDateOf } from './kst-days.ts';
import { formatFigure } from './sample-figures.ts';

describe('KST days', () => {
  it('start at 15:00 UTC the day before', () => {
    expect(economicDayRange('2026-03-06', '2026-03-06')).toEqual({
      fromMs: Date.UTC(2026, 2, 5, 15),
      toMs: Date.UTC(2026, 2, 6, 15),
    });
    expect(kstDateOf(Date.UTC(2026, 2, 5, 14, 59))).toBe('2026-03-05');
    expect(kstDateOf(Date.UTC(2026, 2, 5, 15))).toBe('2026-03-06');
    expect(kstClockOf(Date.UTC(2026, 2, 6, 13, 30))).toBe('22:30');
    expect(kstClockOf(Date.UTC(2026, 2, 5, 15))).toBe('00:00');
    expect(addKstDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addKstDays('2026-02-30', 1)).toBeNull();
  });

  it('refuse a range that is not real dates, runs backwards or is longer than 14 days', () => {
    expect(economicDayRange('2026-02-30', '2026-03-01')).toBe('ECONOMIC_DATE_INVALID');
    expect(economicDayRange('2026-03-02', '2026-03-01')).toBe('ECONOMIC_RANGE_REVERSED');
    expect(economicDayRange('2026-03-01', '2026-03-15')).toBe('ECONOMIC_RANGE_TOO_LONG');
    expect(economicDayRange('2026-03-01', '2026-03-14')).toEqual({
      fromMs: Date.UTC(2026, 1, 28, 15),
      toMs: Date.UTC(2026, 2, 14, 15),
    });
  });
});

describe('figures', () => {
  it('are written with their decimals, sign and unit', () => {
    expect(formatFigure(32, { decimals: 1, suffix: '%' })).toBe('3.2%');
    expect(formatFigure(-3, { decimals: 1, suffix: '%' })).toBe('-0.3%');
    expect(formatFigure(375, { decimals: 2, suffix: '%' })).toBe('3.75%');
    expect(formatFigure(227, { decimals: 0, suffix: 'K' })).toBe('227K');
    expect(formatFigure(0, { decimals: 1, suffix: '' })).toBe('0.0');
  });

  it('compare the actual with the forecast exactly, whatever their decimals', () => {
    expect(actualVersusForecast('3.3%', '3.2%')).toBe('above');
    expect(actualVersusForecast('-0.4%', '-0.3%')).toBe('below');
    expect(actualVersusForecast('0.10%', '0.1%')).toBe('equal');
    expect(actualVersusForecast('227K', '180K')).toBe('above');
    expect(actualVersusForecast(null, '180K')).toBeNull();
    expect(actualVersusForecast('n/a', '180K')).toBeNull();
  });
});
