export * from './contacts.ts';
export * from './records.ts';
export * from './admin.ts';
