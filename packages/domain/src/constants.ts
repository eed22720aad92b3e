/** The brand shown wherever the spec writes `{product}`. */
export const PRODUCT_NAME = 'Parley';
