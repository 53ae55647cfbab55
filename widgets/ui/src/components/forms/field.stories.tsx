import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Field } from './field';
import { Input, Textarea } from './input';
import { Select } from './select';

const meta = {
  title: 'Kit/Field',
  component: Field,
  args: { label: 'Name', children: null },
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextInput: Story = {
  render: () => (
    <div style={{ maxWidth: 360, display: 'grid', gap: 16 }}>
      <Field label="Name" required hint="As it appears to your team.">
        <Input placeholder="Your name" />
      </Field>
      <Field label="Email" required error="Please enter a valid email">
        <Input defaultValue="not-an-email" />
      </Field>
      <Field label="Company (optional)">
        <Input placeholder="Acme Inc." />
      </Field>
      <Field label="API Key">
        <Input defaultValue="sk-live-1234" readOnly />
      </Field>
      <Field label="Disabled">
        <Input defaultValue="Cannot change" disabled />
      </Field>
    </div>
  ),
};

export const TextArea: Story = {
  render: () => (
    <div style={{ maxWidth: 480, display: 'grid', gap: 16 }}>
      <Field label="Feedback" required>
        <Textarea placeholder="Tell us what you think..." />
      </Field>
      <Field label="Feedback" required error="Please provide at least 10 characters of feedback">
        <Textarea defaultValue="Too short" />
      </Field>
    </div>
  ),
};

export const SelectField: Story = {
  render: () => (
    <div style={{ maxWidth: 360, display: 'grid', gap: 16 }}>
      <Field label="Industry" required>
        <Select
          placeholder="Select industry"
          defaultValue=""
          options={['Technology', 'Finance', 'Healthcare']}
        />
      </Field>
      <Field label="Company Size" required error="Please select a company size">
        <Select
          placeholder="Select company size"
          defaultValue=""
          options={[{ value: '1-50', label: '1-50 employees' }]}
        />
      </Field>
    </div>
  ),
};
