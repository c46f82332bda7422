export * from './coupon.ts';
export * from './pages.ts';
export * from './posts.ts';
export * from './public-trade.ts';
export * from './queries.ts';
export * from './records.ts';
export * from './html-policy.ts';
export * from './admin.ts';
