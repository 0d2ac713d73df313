export * from './types';
export * from './rules';
export * from './token';
export * from './permission-cache';
export * from './menu';
export * from './scope';
export * from './decide';
export * from './features';
