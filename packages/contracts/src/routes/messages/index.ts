export * from './messages.ts';
export * from './records.ts';
export * from './admin.ts';
