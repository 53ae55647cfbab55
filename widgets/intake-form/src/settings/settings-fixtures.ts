import type { IntakeSettingsBody, Member } from '@portfolio/contracts';
import { makeCurrentUser } from '@portfolio/ui/testing/msw';

/** The intake settings' stories and tests: a company of three and settings an admin made. */

const me = makeCurrentUser();

export const RISK_OFFICER_ID = '7c2e0f3a-4b5d-4e6f-8a7b-9c0d1e2f3a41';
export const COUNSEL_ID = '7c2e0f3a-4b5d-4e6f-8a7b-9c0d1e2f3a42';

/** The demo user (an admin), a risk officer and a counsel. */
export function intakeMembers(): Member[] {
  const member = (id: string, role: Member['role'], user: Member['user']): Member => ({
    id,
    role,
    joinedAt: '2026-02-03T12:00:00.000Z',
    user,
  });
  return [
    member('7c2e0f3a-4b5d-4e6f-8a7b-9c0d1e2f3a50', 'admin', {
      id: me.id,
      firstName: me.firstName,
      lastName: me.lastName,
      email: me.email,
    }),
    member('7c2e0f3a-4b5d-4e6f-8a7b-9c0d1e2f3a51', 'member', {
      id: RISK_OFFICER_ID,
      firstName: 'Priya',
      lastName: 'Nair',
      email: 'priya.nair@northwind.example',
    }),
    member('7c2e0f3a-4b5d-4e6f-8a7b-9c0d1e2f3a52', 'member', {
      id: COUNSEL_ID,
      firstName: 'Jonas',
      lastName: 'Weber',
      email: 'jonas.weber@northwind.example',
    }),
  ];
}

/** Three questions, the company's own weighted model and two approvers of different roles. */
export const sampleIntakeSettings: IntakeSettingsBody = {
  questions: [
    {
      id: 'customerFacing',
      label: 'Will customers use it directly?',
      kind: 'yes_no',
      required: true,
    },
    {
      id: 'dataSources',
      label: 'Which data will it use?',
      help: 'Name the systems, and whether personal data is among them.',
      kind: 'text',
      required: false,
    },
    {
      id: 'strategicTheme',
      label: 'Strategic theme',
      kind: 'choice',
      required: true,
      choices: ['Growth', 'Efficiency', 'Compliance'],
    },
  ],
  scoringModel: 'weighted',
  criteria: [
    { id: 'strategicFit', label: 'Strategic fit', weight: 3 },
    { id: 'dataReadiness', label: 'Data readiness', weight: 2, help: 'Is the data there, clean?' },
    { id: 'deliveryRisk', label: 'Delivery risk', weight: 1, lowerIsBetter: true },
  ],
  approvers: [
    { userId: RISK_OFFICER_ID, role: 'Risk' },
    { userId: COUNSEL_ID, role: 'Legal' },
  ],
};
