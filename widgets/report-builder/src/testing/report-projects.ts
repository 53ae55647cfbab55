import type { Project } from '@portfolio/contracts';
import { makeProject } from '@portfolio/ui/testing/msw';

const id = (n: number) => `9d4f2a1b-5c6e-4f70-8a91-0000000000${String(n).padStart(2, '0')}`;

/**
 * Four projects with round figures for tests: Finance has two live ones ($112,000 and $50,000
 * invested), HR one ($26,000), IT one archived.
 */
export function reportProjects(): Project[] {
  return [
    makeProject({
      id: id(1),
      name: 'Invoice Anomaly Detection',
      department: 'Finance',
      status: 'active',
      initialCosts: '100000.00',
      runningCosts: '1000.00',
      roi: '50.00',
      startDate: '2026-01-15',
    }),
    makeProject({
      id: id(2),
      name: 'Cash Forecasting',
      department: 'Finance',
      status: 'planning',
      initialCosts: '50000.00',
      runningCosts: null,
      roi: '20.00',
      startDate: '2026-04-01',
    }),
    makeProject({
      id: id(3),
      name: 'Resume Screening Assistant',
      department: 'HR',
      status: 'active',
      initialCosts: '20000.00',
      runningCosts: '500.00',
      roi: null,
      startDate: '2026-02-01',
    }),
    makeProject({
      id: id(4),
      name: 'Legacy Ticket Router',
      department: 'IT',
      status: 'completed',
      initialCosts: '10000.00',
      runningCosts: '0.00',
      archivedAt: '2026-03-01T00:00:00.000Z',
    }),
  ];
}
