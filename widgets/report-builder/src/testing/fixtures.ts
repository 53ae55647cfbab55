import type { Member, SavedReport } from '@portfolio/contracts';
import { makeCurrentUser, makeMembership } from '@portfolio/ui/testing/msw';

export const COMPANY_ID = makeMembership().id;
export const me = makeCurrentUser();

const PRIYA_ID = '6b1d9e2f-3a4c-4d5e-8f60-7a8b9c0d1e02';

/** Three people of the demo company: the demo user (an admin), Priya (an admin), Jonas. */
export function reportMembers(): Member[] {
  return [
    {
      id: '5a0c8d1e-1b2f-4c3d-8e4f-5a6b7c8d9e01',
      role: 'admin',
      joinedAt: '2026-01-12T12:00:00.000Z',
      user: { id: me.id, firstName: 'Maya', lastName: 'Chen', email: me.email },
    },
    {
      id: '5a0c8d1e-1b2f-4c3d-8e4f-5a6b7c8d9e02',
      role: 'admin',
      joinedAt: '2026-01-20T12:00:00.000Z',
      user: {
        id: PRIYA_ID,
        firstName: 'Priya',
        lastName: 'Nair',
        email: 'priya.nair@northwind.example',
      },
    },
    {
      id: '5a0c8d1e-1b2f-4c3d-8e4f-5a6b7c8d9e03',
      role: 'member',
      joinedAt: '2026-02-03T12:00:00.000Z',
      user: {
        id: '6b1d9e2f-3a4c-4d5e-8f60-7a8b9c0d1e03',
        firstName: 'Jonas',
        lastName: 'Weber',
        email: 'jonas.weber@northwind.example',
      },
    },
  ];
}

/** A saved report of the demo company; the demo user's private one unless said. */
export function makeSavedReport(overrides: Partial<SavedReport> = {}): SavedReport {
  return {
    id: '8c2e0f3a-4b5d-4e6f-9a71-8b9c0d1e2f01',
    companyId: COMPANY_ID,
    name: 'Investment by department',
    definition: {
      columns: [],
      groupBy: ['department'],
      measures: [{ fn: 'count' }, { fn: 'sum', column: 'totalInvestment' }],
      sort: [{ key: 'sum_totalInvestment', dir: 'desc' }],
      chart: 'bar',
    },
    visibility: 'private',
    createdBy: me.id,
    createdByName: 'Maya Chen',
    canEdit: true,
    schedule: null,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** The demo user's private report and a colleague's shared one (a line over the quarters). */
export function sampleSavedReports(): SavedReport[] {
  return [
    makeSavedReport(),
    makeSavedReport({
      id: '8c2e0f3a-4b5d-4e6f-9a71-8b9c0d1e2f02',
      name: 'Projects started per quarter',
      definition: {
        columns: [],
        groupBy: ['startQuarter'],
        measures: [{ fn: 'count' }, { fn: 'avg', column: 'roi' }],
        chart: 'line',
      },
      visibility: 'shared',
      createdBy: PRIYA_ID,
      createdByName: 'Priya Nair',
      canEdit: false,
    }),
  ];
}
