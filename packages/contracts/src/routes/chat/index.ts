export * from './admin-chat.ts';
export * from './chat.ts';
export * from './records.ts';
