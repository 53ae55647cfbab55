import { calendarDateOf } from '@portfolio/contracts';
import {
  companyCompliance,
  listCompanyObligations,
} from '../../services/compliance/ai-act-portfolio.ts';
import { contractRoute, type Registration } from '../contract.ts';
import { withSatisfiedBy } from '../../services/compliance/frameworks/obligation-controls.ts';

/** A new day is a new answer: obligations become overdue without any write. */
const today = { also: () => calendarDateOf(new Date()) };

const listCompanyObligationsRoute = contractRoute('listCompanyObligations', {
  versioned: today,
  async handle({ params, query, deps }) {
    // Each with the company's controls that satisfy it and their evidence.
    const items = await listCompanyObligations(deps.db, params.companyId, query);
    return withSatisfiedBy(deps.db, params.companyId, items);
  },
});

const getCompanyCompliance = contractRoute('getCompanyCompliance', {
  versioned: today,
  async handle({ params, deps }) {
    return companyCompliance(deps.db, params.companyId);
  },
});

/** The portfolio's EU AI Act compliance, revalidated by ETag (data version and day). */
export const aiActPortfolioRoutes: Registration[] = [
  listCompanyObligationsRoute,
  getCompanyCompliance,
];
