export * from './history.ts';
export * from './options.ts';
export * from './orders.ts';
export * from './records.ts';
