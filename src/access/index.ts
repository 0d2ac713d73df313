export * from './types';
export * from './rules';
export * from './token';
export * from './permission-cache';
