export * from './bets.ts';
export * from './market.ts';
export * from './options.ts';
export * from './records.ts';
