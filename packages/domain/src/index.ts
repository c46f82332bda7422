// The public API of @baro/domain: pure rules with no I/O, clock or randomness (see README.md).
export * from './assert.ts';
export * from './random/mulberry32.ts';
export * from './money/rounding.ts';
export * from './money/bigint.ts';
export * from './money/bps.ts';
export * from './site/coin-list.ts';
export * from './site/feature-mask.ts';
export * from './accounts/credentials.ts';
export * from './accounts/common-passwords.ts';
export * from './accounts/phone.ts';
export * from './ledger/types.ts';
export * from './ledger/state.ts';
export * from './ledger/commands.ts';
export * from './ledger/invariants.ts';
export * from './market/tick.ts';
export * from './market/price-units.ts';
export * from './market/candle-interval.ts';
export * from './market/unit-candle.ts';
export * from './market/candles.ts';
export * from './market/candle-book.ts';
export * from './market/ticker-stats.ts';
export {
  daysFromCivil,
  daysOfIsoDate,
  isoDateOfDays,
  isUsDaylightSaving,
  KST_OFFSET_MINUTES,
  usDaylightSavingEndMs,
  usDaylightSavingStartMs,
  weekdayOfDays,
  yearOfDays,
} from './market/civil-time.ts';
export * from './market/exchange-early-closes.ts';
export * from './economic/economic-event.ts';
export * from './economic/kst-days.ts';
export * from './economic/actual-versus-forecast.ts';
export { SAMPLE_ECONOMIC_SOURCE, sampleEconomicEvents } from './economic/sample-schedule.ts';
export * from './market/exchange-holidays.ts';
export * from './market/session-calendar.ts';
export * from './market/mark-price.ts';
export * from './market/funding.ts';
export * from './market/funding-average.ts';
export * from './market/instruments.ts';
export * from './market/binary-options-catalogue.ts';
export * from './rounds/types.ts';
export * from './rounds/schedule.ts';
export * from './rounds/bet-rules.ts';
export * from './rounds/outcome.ts';
export * from './rounds/round-engine.ts';
export * from './rounds/round-book.ts';
export * from './rounds/reference-round-book.ts';
export * from './futures/tiers.ts';
export * from './futures/tier-tables.ts';
export * from './futures/formulas.ts';
export * from './futures/types.ts';
export * from './futures/terms.ts';
export * from './futures/level-index.ts';
export { FuturesBookCore } from './futures/book-core.ts';
export * from './futures/futures-book.ts';
export * from './futures/reference-futures-book.ts';
export * from './futures/decision-copy.ts';
export * from './oversea/terms.ts';
export * from './oversea/formulas.ts';
export * from './oversea/order-rules.ts';
export * from './oversea/book-types.ts';
export * from './oversea/losscut-price.ts';
export { OverseaBookCore } from './oversea/book-core.ts';
export * from './oversea/oversea-book.ts';
export * from './oversea/reference-oversea-book.ts';
export * from './oversea/oversea-mirror.ts';
export * from './copytrade/follow-rules.ts';
export * from './copytrade/copy-sizing.ts';
export * from './copytrade/profit-share.ts';
