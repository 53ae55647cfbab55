/**
 * The product's name, mark and typeface: one definition for the shell and the BFF's own pages
 * (the built-in sign-in page), which must look like one product.
 */
export const PRODUCT_NAME = 'PortfolioAI';
export const PRODUCT_SUBTITLE = 'AI Portfolio Platform';

export const BRAND_FONT_SANS =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, system-ui, sans-serif";

/** The mark on a 24×24 grid: a rising line ending in a dot, white on an indigo-to-violet tile. */
export const LOGO_MARK = {
  line: 'M4 17l5-6 4 3 7-8',
  dot: { cx: 20, cy: 6, r: 2 },
  from: '#6366f1',
  to: '#7c3aed',
} as const;
