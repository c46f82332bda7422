// The public API of @baro/domain: pure rules with no I/O, clock or randomness (see README.md).
export * from './assert.ts';
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
