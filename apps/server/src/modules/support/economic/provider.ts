import { SAMPLE_ECONOMIC_SOURCE, sampleEconomicEvents } from '@baro/domain';
import type { EconomicEventInput } from '@baro/domain';
import type { Clock } from '../../../context.ts';

/**
 * Where the economic calendar comes from (docs/economic-calendar.md). The sync asks it for a window
 * of releases and stores them under `name`; a deployment with a data vendor passes its own provider to
 * `createContext` in place of the sample.
 */
export interface EconomicCalendarProvider {
  /** Stored as `economic_event.source`; the list reads only the current provider's rows. */
  readonly name: string;
  /** True for made-up figures: the screen then says 샘플 데이터. */
  readonly isSample: boolean;
  /** The releases scheduled in [fromMs, toMs), each with its actual once it is out. */
  eventsBetween(fromMs: number, toMs: number): Promise<readonly EconomicEventInput[]>;
}

/**
 * The offline default: the domain's sample schedule, real publication habits with seeded figures,
 * the actual filled in once the server clock has passed the release.
 */
export function createSampleEconomicProvider(clock: Clock): EconomicCalendarProvider {
  return {
    name: SAMPLE_ECONOMIC_SOURCE,
    isSample: true,
    eventsBetween: (fromMs, toMs) => Promise.resolve(sampleEconomicEvents(fromMs, toMs, clock.nowMs())),
  };
}
