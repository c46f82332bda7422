export * from './market.ts';
export * from './records.ts';
