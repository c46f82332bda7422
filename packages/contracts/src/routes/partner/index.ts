export * from './admins.ts';
export * from './partners.ts';
export * from './records.ts';
