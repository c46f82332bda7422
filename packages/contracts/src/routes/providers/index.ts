export * from './coins.ts';
export * from './pages.ts';
export * from './params.ts';
export * from './sandbox.ts';
