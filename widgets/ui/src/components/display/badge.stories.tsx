import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import {
  COMPLIANCE_STATUSES,
  PROJECT_HEALTHS,
  PROJECT_STATUSES,
  RISK_SEVERITIES,
} from '@portfolio/contracts';
import { Badge, ComplianceBadge, HealthBadge, RiskBadge, StatusBadge } from './badge';
import { Cluster } from './cluster';

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
        <Cluster key={size}>
          {[...PROJECT_STATUSES, 'legacy_value'].map((status) => (
            <StatusBadge key={status} status={status} size={size} />
          ))}
        </Cluster>
      ))}
    </div>
  ),
};

export const ComplianceStatuses: Story = {
  render: () => (
    <Cluster>
      {COMPLIANCE_STATUSES.map((status) => (
        <ComplianceBadge key={status} status={status} />
      ))}
    </Cluster>
  ),
};

export const RiskSeverities: Story = {
  render: () => (
    <Cluster>
      {RISK_SEVERITIES.map((severity) => (
        <RiskBadge key={severity} severity={severity} />
      ))}
      <RiskBadge severity="high" count={3} />
      <RiskBadge severity="low" count={1} size="sm" />
    </Cluster>
  ),
};

/** A project's health by its latest status report; a draft's says so. */
export const Health: Story = {
  render: () => (
    <Cluster>
      {PROJECT_HEALTHS.map((health) => (
        <HealthBadge key={health} health={health} />
      ))}
      <HealthBadge health="amber" note="(draft)" size="sm" />
    </Cluster>
  ),
};

export const Tones: Story = {
  render: () => (
    <Cluster>
      {(['green', 'blue', 'violet', 'teal', 'amber', 'red', 'slate', 'neutral'] as const).map(
        (tone) => (
          <Badge key={tone} $tone={tone}>
            {tone}
          </Badge>
        ),
      )}
    </Cluster>
  ),
};
