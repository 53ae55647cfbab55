import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EvidenceForm } from './evidence-form';

/* The evidence form as an obligation and an incident show it; an add answers at once. */

const meta = {
  title: 'Kit/EvidenceForm',
  component: EvidenceForm,
  args: {
    idPrefix: 'story-evidence',
    label: 'Add evidence to this incident',
    add: {
      mutate: (body, { onSuccess }) => onSuccess({ title: 'the evidence' }),
      isPending: false,
    },
  },
} satisfies Meta<typeof EvidenceForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Without members: the reviewer is typed. */
export const Default: Story = {};

/** The reviewer picked among the company's members, or typed for someone else. */
export const WithMembers: Story = {
  args: {
    members: [
      { id: '7a0c2b9e-3f4d-4c55-9a1b-2c3d4e5f6a7b', name: 'Dana Scully' },
      { id: '8b1d3caf-4e5f-4d66-8b2c-3d4e5f6a7b8c', name: 'Fox Mulder' },
    ],
  },
};

/** Read-only (a closed incident). */
export const Disabled: Story = { args: { disabled: true } };

/** While a file uploads. */
export const Pending: Story = { args: { add: { mutate: () => undefined, isPending: true } } };
