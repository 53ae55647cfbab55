import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EVIDENCE_EXAMPLES as EVIDENCE, REMOVED_AT_ONCE } from './evidence-examples';
import { EvidenceList } from './evidence-list';

/* The evidence list as an obligation and an incident show it; removal answers at once. */

const meta = {
  title: 'Kit/EvidenceList',
  component: EvidenceList,
  args: {
    evidence: EVIDENCE,
    of: 'Article 4',
    remove: REMOVED_AT_ONCE,
  },
} satisfies Meta<typeof EvidenceList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A file with its size and reviewer, and a link whose review expired. */
export const Default: Story = {};

/** Read-only (a closed incident): no remove buttons. */
export const ReadOnly: Story = { args: { disabled: true } };

/** An item tagged beside its title, as an incident marks its reports' documents. */
export const Tagged: Story = {
  args: { tag: (item) => (item.kind === 'file' ? <strong>Report document</strong> : null) },
};
