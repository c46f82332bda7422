export * from './records.ts';
export * from './wallets.ts';
