export * from './messages.ts';
export * from './records.ts';
