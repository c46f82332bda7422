export * from './admin.ts';
export * from './p2p.ts';
export * from './queries.ts';
export * from './records.ts';
export * from './requests.ts';
