import type { Page } from 'playwright-core';
import type { CompanyBody, CompanySize } from '@portfolio/contracts';
import { signUpWithCompany, type Account } from './browser.ts';

/** A company as the planning journeys make it: in finance, of 201 to 500 people unless told. */
export const aFinanceCompany = (name: string, size: CompanySize = '201-500'): CompanyBody => ({
  name,
  industry: 'Finance',
  size,
});

/** Signs `user` up and creates their finance company through the API; returns its id. */
export const signUpWithFinanceCompany = (
  page: Page,
  baseUrl: string,
  user: Account,
  name: string,
  size?: CompanySize,
) => signUpWithCompany(page, baseUrl, user, aFinanceCompany(name, size));
