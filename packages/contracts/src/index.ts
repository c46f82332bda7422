export * from './route.ts';
export * from './errors/catalogue.ts';
