export type * from './common.js';
export type * from './catalogue.js';
export type * from './routes.js';
