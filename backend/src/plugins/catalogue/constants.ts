export const PRICE_UNITS = ['m1', 'm2', 'piece'] as const;
export const VARIANT_VIEWS = ['WoodView', 'Other'] as const;
