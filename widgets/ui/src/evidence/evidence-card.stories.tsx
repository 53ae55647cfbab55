import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { UseQueryResult } from '@tanstack/react-query';
import { EvidenceCard } from './evidence-card';
import { queryIn } from '../testing/query-state';
import { EVIDENCE_EXAMPLES, REMOVED_AT_ONCE } from './evidence-examples';
import type { EvidenceItem } from './evidence-list';

/* The evidence card of a control or an incident; removals and adds answer at once. */

/** The card's read of the evidence, in the state given. */
const evidence = (state: Partial<UseQueryResult<readonly EvidenceItem[]>>) => queryIn(state);

const meta = {
  title: 'Kit/EvidenceCard',
  component: EvidenceCard,
  args: {
    evidence: evidence({ data: EVIDENCE_EXAMPLES }),
    of: 'GOV-1',
    description: 'Counts for the 6 items it satisfies in 3 frameworks, and lapses in all at once.',
    empty: 'No evidence yet: every item it satisfies is without evidence from it.',
    idPrefix: 'story-evidence-card',
    add: {
      mutate: (_body, { onSuccess }) => onSuccess({ title: 'the evidence' }),
      isPending: false,
    },
    remove: REMOVED_AT_ONCE,
  },
} satisfies Meta<typeof EvidenceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A file still valid and a link whose review expired, with the form under them. */
export const WithEvidence: Story = {};

export const Empty: Story = { args: { evidence: evidence({ data: [] }) } };

export const Loading: Story = { args: { evidence: evidence({ isPending: true }) } };

export const Failed: Story = {
  args: { evidence: evidence({ isError: true, error: new Error('503: Service Unavailable') }) },
};

/** Read-only (a closed incident): no remove buttons, nothing sent. */
export const ReadOnly: Story = { args: { disabled: true } };
