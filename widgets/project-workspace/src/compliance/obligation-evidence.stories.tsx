import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { routes } from '@portfolio/contracts';
import * as stories from '@portfolio/ui/testing/stories';
import { demoCardStore } from '../shared/card-stories';
import { ObligationEvidence } from './obligation-evidence';

/*
 * The evidence of one obligation over the kit's evidence book: the AI literacy obligation of the
 * demo's first project holds a training log whose review expired and a signed PDF; the other
 * obligation has none yet. Files can be uploaded (judged by their first bytes, as the BFF does).
 */
const { store, handlers, readStories } = demoCardStore();
const project = store.all()[0]!;
const withEvidence = {
  id: '0f6b7f8e-1111-4a2b-9c3d-4e5f6a7b8c9d',
  companyId: project.companyId,
  projectId: project.id,
};
const without = { ...withEvidence, id: '0f6b7f8e-2222-4a2b-9c3d-4e5f6a7b8c9d' };
store.evidence.addObligation(withEvidence);
store.evidence.addObligation(without);
store.evidence.add(withEvidence, {
  url: 'https://wiki.example.com/ai-literacy/2025',
  title: 'AI literacy training log 2025',
  reviewedBy: 'External auditor',
  reviewedAt: '2025-01-10',
  expiresAt: '2025-12-31',
});
store.evidence.add(
  withEvidence,
  { title: 'Signed training attestation', reviewedAt: '2026-03-02', expiresAt: '2027-03-01' },
  {
    name: 'attestation.pdf',
    type: {
      mime: 'application/pdf',
      label: 'PDF',
      extensions: ['pdf'],
    },
    content: new Blob(['%PDF-1.7\n%%EOF\n']),
  },
);

const MEMBERS = [
  { id: '7a0c2b9e-3f4d-4c55-9a1b-2c3d4e5f6a7b', name: 'Dana Scully' },
  { id: '8b1d3caf-4e5f-4d66-8b2c-3d4e5f6a7b8c', name: 'Fox Mulder' },
];

const meta = {
  title: 'Widgets/Project Workspace/Obligation evidence',
  component: ObligationEvidence,
  parameters: { msw: handlers() },
  args: {
    obligationId: withEvidence.id,
    projectId: project.id,
    companyId: project.companyId,
    members: MEMBERS,
    obligationLabel: 'Article 4 (AI literacy)',
  },
  decorators: [stories.maxWidth('40rem')],
} satisfies Meta<typeof ObligationEvidence>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An expired link and a current PDF. */
export const Data: Story = {};

/** Nothing yet: the form to add a link or upload a file. */
export const Empty: Story = { args: { obligationId: without.id } };

/** Without members to pick from, the reviewer is typed. */
export const TypedReviewer: Story = { args: { obligationId: without.id, members: undefined } };

const reads = readStories([
  [routes.listProjectObligationEvidence, 'The evidence could not be read.'],
]);

export const Loading: Story = reads.loading;

export const LoadError: Story = reads.failing;
