import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../market/civil-time.ts';
import { kstClockOf, kstDateOf } from './kst-days.ts';
import { sampleEconomicEvents } from './sample-schedule.ts';

const kst = (year: number, month: number, day: number, hour = 0, minute = 0) =>
  Date.UTC(year, month - 1, day, hour - 9, minute);

/** The sample's events of one indicator in a KST range, as `YYYY-MM-DD HH:mm` KST. */
function timesOf(code: string, fromMs: number, toMs: number, nowMs = fromMs): string[] {
  return sampleEconomicEvents(fromMs, toMs, nowMs)
    .filter((event) => event.sourceKey.startsWith(`${code}-2`))
    .map((event) => `${kstDateOf(event.scheduledAtMs)} ${kstClockOf(event.scheduledAtMs)}`);
}

describe('the sample calendar across daylight-saving changes', () => {
  it('puts US payrolls at 08:30 New York time: 22:30 KST in winter, 21:30 KST in summer', () => {
    expect(timesOf('US-NFP', kst(2026, 3, 1), kst(2026, 4, 30))).toEqual([
      '2026-03-06 22:30',
      '2026-04-03 21:30',
    ]);
    expect(timesOf('US-NFP', kst(2026, 11, 1), kst(2026, 12, 31))).toEqual([
      '2026-11-06 22:30',
      '2026-12-04 22:30',
    ]);
  });

  it('moves the ECB decision (14:15 Frankfurt) from 22:15 to 21:15 KST on the EU switch, not the US one', () => {
    expect(timesOf('EU-ECB', kst(2026, 1, 1), kst(2027, 1, 1))).toEqual([
      '2026-02-05 22:15',
      '2026-03-19 22:15', // New York is already on summer time (8 March), Frankfurt is not (29 March)
      '2026-04-30 21:15',
      '2026-06-11 21:15',
      '2026-07-23 21:15',
      '2026-09-10 21:15',
      '2026-10-29 22:15', // Frankfurt is back on winter time (25 October), New York not yet (1 November)
      '2026-12-17 22:15',
    ]);
  });

  it('keeps every Korean event at the same KST time all year', () => {
    const events = sampleEconomicEvents(kst(2026, 1, 1), kst(2028, 1, 1), 0).filter(
      (event) => event.country === 'KR',
    );
    const clocks = new Map<string, Set<string>>();
    for (const event of events) {
      const code = event.sourceKey.slice(0, event.sourceKey.length - 11);
      clocks.set(code, (clocks.get(code) ?? new Set()).add(kstClockOf(event.scheduledAtMs)));
    }
    expect(Object.fromEntries([...clocks].map(([code, set]) => [code, [...set]]))).toEqual({
      'KR-CPI': ['08:00'],
      'KR-EXPORTS': ['09:00'],
      'KR-BOK': ['10:00'],
    });
    expect(events.filter((event) => event.sourceKey.startsWith('KR-BOK'))).toHaveLength(16);
  });

  it('releases US jobless claims every Thursday and US CPI on the first Wednesday from the 10th', () => {
    expect(timesOf('US-CLAIMS', kst(2026, 3, 1), kst(2026, 3, 31))).toEqual([
      '2026-03-05 22:30',
      '2026-03-12 21:30',
      '2026-03-19 21:30',
      '2026-03-26 21:30',
    ]);
    expect(timesOf('US-CPI', kst(2026, 6, 1), kst(2026, 7, 1))).toEqual(['2026-06-10 21:30']);
    expect(timesOf('US-CPI', kst(2026, 7, 1), kst(2026, 8, 1))).toEqual(['2026-07-15 21:30']);
  });
});

describe('the sample figures', () => {
  it('give the actual from the first instant of the release and not before', () => {
    const [nfp] = sampleEconomicEvents(kst(2026, 3, 6), kst(2026, 3, 7), 0).filter((event) =>
      event.sourceKey.startsWith('US-NFP'),
    );
    const at = nfp!.scheduledAtMs;
    const before = sampleEconomicEvents(at, at + 1, at - 1)[0]!;
    const after = sampleEconomicEvents(at, at + 1, at)[0]!;
    expect(before.actual).toBeNull();
    expect(after.actual).toMatch(/^-?\d+K$/);
    expect({ ...after, actual: null }).toEqual(before);
  });

  it('are the same for the same event whatever the window it is read in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 1, max: 40 }), (startDay, length) => {
        const fromMs = kst(2026, 1, 1) + startDay * DAY_MS;
        const toMs = fromMs + length * DAY_MS;
        const now = kst(2030, 1, 1);
        const wide = new Map(
          sampleEconomicEvents(fromMs - 10 * DAY_MS, toMs + 10 * DAY_MS, now).map((e) => [e.sourceKey, e]),
        );
        const narrow = sampleEconomicEvents(fromMs, toMs, now);
        for (const event of narrow) {
          expect(event.scheduledAtMs).toBeGreaterThanOrEqual(fromMs);
          expect(event.scheduledAtMs).toBeLessThan(toMs);
          expect(wide.get(event.sourceKey)).toEqual(event);
        }
        const inWide = [...wide.values()].filter((e) => e.scheduledAtMs >= fromMs && e.scheduledAtMs < toMs);
        expect(narrow).toHaveLength(inWide.length);
      }),
      { numRuns: 200 },
    );
  });

  it('differ between events and keep policy rates in quarter points', () => {
    const events = sampleEconomicEvents(kst(2026, 1, 1), kst(2027, 1, 1), kst(2027, 1, 1));
    const payrolls = new Set(events.filter((e) => e.sourceKey.startsWith('US-NFP')).map((e) => e.actual));
    expect(payrolls.size).toBeGreaterThan(6);
    for (const event of events.filter((e) => /-(FOMC|ECB|BOK)-/.test(e.sourceKey))) {
      for (const figure of [event.previous, event.forecast, event.actual]) {
        expect(figure).toMatch(/^\d+\.(00|25|50|75)%$/);
      }
    }
  });

  it('are in time order with unique keys', () => {
    const events = sampleEconomicEvents(kst(2026, 1, 1), kst(2027, 1, 1), 0);
    expect(new Set(events.map((e) => e.sourceKey)).size).toBe(events.length);
    for (let index = 1; index < events.length; index += 1) {
      expect(events[index]!.scheduledAtMs).toBeGreaterThanOrEqual(events[index - 1]!.scheduledAtMs);
    }
  });
});
