/** The product's name as it appears in the top bar, the sidebar and the page title. */
export const PRODUCT_NAME = 'PortfolioAI';
export const PRODUCT_SUBTITLE = 'AI Portfolio Platform';
