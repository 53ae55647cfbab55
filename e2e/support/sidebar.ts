import type { Page } from 'playwright-core';

/** The link `name` of the app's sidebar (its Main navigation). */
export const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
