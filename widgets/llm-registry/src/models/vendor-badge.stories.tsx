import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { VENDORS } from '@portfolio/contracts';
import { VendorBadge } from './vendor-badge';

const meta = {
  title: 'Widgets/LLM Registry/VendorBadge',
  component: VendorBadge,
  args: { vendor: 'Anthropic' },
} satisfies Meta<typeof VendorBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};

export const EveryVendor: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {VENDORS.map((vendor) => (
        <VendorBadge key={vendor} vendor={vendor} size="md" />
      ))}
    </div>
  ),
};
