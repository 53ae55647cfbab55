import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CheckboxGroup, type CheckboxGroupProps } from './checkbox-group';

const ROLES = ['provider', 'deployer', 'importer'] as const;
type Role = (typeof ROLES)[number];
const LABELS: Record<Role, string> = {
  provider: 'Provider',
  deployer: 'Deployer',
  importer: 'Importer',
};

const meta = {
  title: 'Kit/CheckboxGroup',
  component: CheckboxGroup<Role>,
  args: {
    legend: 'Roles',
    options: ROLES,
    labels: LABELS,
    value: ['deployer'],
    onChange: () => {},
    hint: 'Every role the company has for this system.',
  },
} satisfies Meta<typeof CheckboxGroup<Role>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};
/** An error takes the hint's place and is announced. */
export const WithError: Story = { args: { value: [], error: 'Choose at least one role.' } };
export const Disabled: Story = { args: { disabled: true } };

/** Ticks and unticks for real, starting from the story's choice. */
function ChooseRoles(props: CheckboxGroupProps<Role>) {
  const [value, setValue] = useState<Role[]>([...props.value]);
  return <CheckboxGroup {...props} value={value} onChange={setValue} />;
}

export const Interactive: Story = { render: (args) => <ChooseRoles {...args} /> };
