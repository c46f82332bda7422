export * from './contacts.ts';
export * from './records.ts';
