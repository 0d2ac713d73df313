export * from './meta';
export * from './expression';
export * from './loader';
export * from './describe';
export * from './validate';
export * from './naming';
export * from './messages';
export * from './field-types';
