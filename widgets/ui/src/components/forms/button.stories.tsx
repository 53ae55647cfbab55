import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PlusIcon, TrashIcon } from '../../icons/icons';
import { Button } from './button';
import { ExportCsvButton } from '@portfolio/ui/toolbar';

const meta = {
  title: 'Kit/Button',
  component: Button,
  args: { children: 'Create Project', $variant: 'primary', $size: 'md' },
  argTypes: {
    $variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'],
    },
    $size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button>Primary</Button>
      <Button $variant="secondary">Secondary</Button>
      <Button $variant="outline">Outline</Button>
      <Button $variant="ghost">Ghost</Button>
      <Button $variant="destructive">Delete</Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button $size="sm">Small</Button>
      <Button>Medium</Button>
      <Button $size="lg">Large</Button>
      <Button $size="icon" $variant="outline" aria-label="Add">
        <PlusIcon />
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button>
        <PlusIcon size={16} /> Add Model
      </Button>
      <Button $variant="destructive">
        <TrashIcon size={16} /> Delete
      </Button>
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, children: 'Submitting...' } };

export const AsLink: Story = {
  render: () => (
    <Button as="a" href="#sign-in">
      Sign In
    </Button>
  ),
};

/** A list's export: a download link beside the page's main action; the hover can say what it holds. */
export const ExportCsv: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <ExportCsvButton href="/api/companies/acme/projects/export?status=active" />
      <ExportCsvButton href="#saved" title="The saved report: save to export your changes" />
    </div>
  ),
};
