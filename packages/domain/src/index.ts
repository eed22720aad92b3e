export { PRODUCT_NAME } from './constants';
