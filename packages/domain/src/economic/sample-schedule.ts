import { civilFromDays, DAY_MS, isoDateOfDays, localToInstantMs, MINUTE_MS } from '../market/civil-time.ts';
import type { EconomicEventInput } from './economic-event.ts';
import { sampleFigures } from './sample-figures.ts';
import { SAMPLE_INDICATORS } from './sample-indicators.ts';
import type { SampleIndicator } from './sample-indicators.ts';

/** The provider name the sample's rows are stored under (`economic_event.source`). */
export const SAMPLE_ECONOMIC_SOURCE = 'sample';

function eventOf(indicator: SampleIndicator, localDay: number, nowMs: number): EconomicEventInput {
  const scheduledAtMs = localToInstantMs(
    indicator.zone,
    localDay * DAY_MS + indicator.localMinutes * MINUTE_MS,
  );
  const sourceKey = `${indicator.code}-${isoDateOfDays(localDay)}`;
  const figures = sampleFigures(sourceKey, indicator.figures);
  return {
    sourceKey,
    country: indicator.country,
    currency: indicator.currency,
    title: indicator.title,
    importance: indicator.importance,
    scheduledAtMs,
    previous: figures.previous,
    forecast: figures.forecast,
    // The figure exists from the first instant of its release, and not one millisecond before.
    actual: scheduledAtMs <= nowMs ? figures.actual : null,
  };
}

/**
 * The sample calendar's events scheduled in [fromMs, toMs), in time order (then by key), with the
 * actual figure filled in for those whose time is at or before `nowMs`.
 */
export function sampleEconomicEvents(fromMs: number, toMs: number, nowMs: number): EconomicEventInput[] {
  // Local dates are within a day of UTC ones, so a month either side of the UTC range covers them.
  const first = civilFromDays(Math.floor(fromMs / DAY_MS) - 1);
  const last = civilFromDays(Math.floor(toMs / DAY_MS) + 1);
  const events: EconomicEventInput[] = [];
  for (let year = first.year, month = first.month; year * 12 + month <= last.year * 12 + last.month;) {
    for (const indicator of SAMPLE_INDICATORS) {
      for (const day of indicator.releaseDays(year, month)) {
        const event = eventOf(indicator, day, nowMs);
        if (event.scheduledAtMs >= fromMs && event.scheduledAtMs < toMs) events.push(event);
      }
    }
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  return events.sort(
    (a, b) =>
      a.scheduledAtMs - b.scheduledAtMs ||
      (a.sourceKey < b.sourceKey ? -1 : a.sourceKey > b.sourceKey ? 1 : 0),
  );
}
