import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import * as icons from '../../icons/icons';
import { Avatar, initialsOf } from './avatar';
import { Badge } from './badge';
import { Button } from '../forms/button';
import { PageHeader } from './page-header';
import { StatCard } from '../data/figures/stat-card';

const meta = {
  title: 'Kit/Display',
  component: PageHeader,
  args: {
    title: 'AI Project Portfolio',
    description: 'Track, manage, and optimize your AI initiatives',
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {
  args: {
    actions: (
      <Button>
        <icons.PlusIcon size={16} /> New Project
      </Button>
    ),
  },
};

export const Stats: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 16,
      }}
    >
      <StatCard
        label="Total Projects"
        value="24"
        icon={<icons.FolderIcon />}
        trend={
          <Badge $tone="green" $size="sm">
            +12%
          </Badge>
        }
        hint="from last month"
      />
      <StatCard label="Average ROI" value="186%" icon={<icons.TrendingUpIcon />} tone="green" />
      <StatCard label="Total Investment" value="$4.2M" icon={<icons.DollarIcon />} tone="blue" />
      <StatCard
        label="Fully Compliant"
        value="71%"
        icon={<icons.ShieldCheckIcon />}
        tone="amber"
        hint="17/24 projects"
      />
    </div>
  ),
};

export const Avatars: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar>{initialsOf({ firstName: 'Maya', lastName: 'Chen' })}</Avatar>
      <Avatar $size={28}>{initialsOf({ email: 'ops@example.com' })}</Avatar>
      <Avatar $size={48}>{initialsOf({})}</Avatar>
    </div>
  ),
};

export const Icons: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 16,
      }}
    >
      {Object.entries(icons).map(([name, Icon]) => (
        <div key={name} style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 12 }}>
          <Icon size={20} /> {name.replace(/Icon$/, '')}
        </div>
      ))}
    </div>
  ),
};
