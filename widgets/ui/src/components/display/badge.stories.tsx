import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  COMPLIANCE_STATUSES,
  PROJECT_HEALTHS,
  PROJECT_STATUSES,
  RISK_SEVERITIES,
} from '@portfolio/contracts';
import { Badge, ComplianceBadge, HealthBadge, RiskBadge, StatusBadge } from './badge';

const meta = {
  title: 'Kit/Badge',
  component: StatusBadge,
  args: { status: 'active', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProjectStatus: Story = {};

export const AllProjectStatuses: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['md', 'sm'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {[...PROJECT_STATUSES, 'legacy_value'].map((status) => (
            <StatusBadge key={status} status={status} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};

export const ComplianceStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {COMPLIANCE_STATUSES.map((status) => (
        <ComplianceBadge key={status} status={status} />
      ))}
    </div>
  ),
};

export const RiskSeverities: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {RISK_SEVERITIES.map((severity) => (
        <RiskBadge key={severity} severity={severity} />
      ))}
      <RiskBadge severity="high" count={3} />
      <RiskBadge severity="low" count={1} size="sm" />
    </div>
  ),
};

/** A project's health by its latest status report; a draft's says so. */
export const Health: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {PROJECT_HEALTHS.map((health) => (
        <HealthBadge key={health} health={health} />
      ))}
      <HealthBadge health="amber" note="(draft)" size="sm" />
    </div>
  ),
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['green', 'blue', 'violet', 'teal', 'amber', 'red', 'slate', 'neutral'] as const).map(
        (tone) => (
          <Badge key={tone} $tone={tone}>
            {tone}
          </Badge>
        ),
      )}
    </div>
  ),
};
