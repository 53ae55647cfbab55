/** The product's name as it appears in the top bar, the sidebar and the page title. */
export { PRODUCT_NAME, PRODUCT_SUBTITLE } from '@portfolio/contracts';
