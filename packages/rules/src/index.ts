export * from './brand';
export * from './format';
export * from './limits';
export * from './locales';
export * from './postal-codes';
export * from './quantity-tiers';
export * from './routes';
