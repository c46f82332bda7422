export * from './follower.ts';
export * from './history.ts';
export * from './records.ts';
export * from './traders.ts';
