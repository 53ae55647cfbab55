import { useEffect, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../brand';

/** "All Projects · PortfolioAI"; the product's name alone for its front page. */
export const documentTitle = (title?: string) =>
  title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;

/** A route's page under its own document title, so tabs, history and screen readers name it. */
export function PageTitle({ title, children }: { title?: string; children: ReactNode }) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return children;
}
