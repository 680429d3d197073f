export * from './catalogue';
export * from './limits';
export * from './money';
export * from './distance';
export * from './validation';
export * from './slug';
export * from './store-orders';
export * from './delivery';
