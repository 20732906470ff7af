export * from './brand.ts';
export * from './format.ts';
export * from './limits.ts';
export * from './locales.ts';
export * from './order-amounts.ts';
export * from './postal-codes.ts';
export * from './quantity-tiers.ts';
export * from './routes.ts';
