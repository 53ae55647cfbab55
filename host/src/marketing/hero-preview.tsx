import styled from 'styled-components';
import { ComplianceBadge, ProgressBar, StatusBadge } from '@portfolio/ui';

const rows = [
  {
    name: 'Claims triage assistant',
    department: 'Operations',
    status: 'active',
    compliance: 'compliant',
  },
  {
    name: 'Churn prediction',
    department: 'Marketing',
    status: 'in_progress',
    compliance: 'in_review',
  },
  {
    name: 'Contract review copilot',
    department: 'Legal',
    status: 'planning',
    compliance: 'not_applicable',
  },
];

/** A decorative glimpse of the product in the hero (not live data). */
export function HeroPreview() {
  return (
    <Frame aria-hidden="true">
      <Chrome>
        <i />
        <i />
        <i />
      </Chrome>
      <Body>
        <Metrics>
          <Metric>
            <span>Total Projects</span>
            <strong>24</strong>
          </Metric>
          <Metric>
            <span>Average ROI</span>
            <strong>186%</strong>
          </Metric>
          <Metric>
            <span>Fully Compliant</span>
            <strong>71%</strong>
          </Metric>
        </Metrics>
        <Panel>
          <PanelTitle>Recent Projects</PanelTitle>
          {rows.map((row) => (
            <Row key={row.name}>
              <div>
                <b>{row.name}</b>
                <small>{row.department}</small>
              </div>
              <Badges>
                <ComplianceBadge status={row.compliance} size="sm" />
                <StatusBadge status={row.status} size="sm" />
              </Badges>
            </Row>
          ))}
        </Panel>
        <Panel>
          <PanelTitle>Status Overview</PanelTitle>
          <Bars>
            <span>Active</span>
            <ProgressBar value={42} label="Active" tone="green" size="sm" />
            <span>In Progress</span>
            <ProgressBar value={29} label="In Progress" tone="blue" size="sm" />
            <span>Planning</span>
            <ProgressBar value={21} label="Planning" tone="violet" size="sm" />
          </Bars>
        </Panel>
      </Body>
    </Frame>
  );
}

const Frame = styled.div`
  width: 100%;
  max-width: 34rem;
  border-radius: ${(p) => p.theme.radius.xl};
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  box-shadow:
    0 40px 80px -20px rgba(79, 70, 229, 0.35),
    0 20px 40px -20px rgba(15, 23, 42, 0.2);
  overflow: hidden;
  transform: perspective(1600px) rotateY(-6deg) rotateX(2deg);
`;

const Chrome = styled.div`
  display: flex;
  gap: 0.375rem;
  padding: 0.75rem 1rem;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  background: ${(p) => p.theme.color.surfaceMuted};
  i {
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    background: ${(p) => p.theme.color.borderStrong};
  }
`;

const Body = styled.div`
  display: grid;
  gap: 0.875rem;
  padding: 1rem;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Metrics = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 0.75rem;
`;

const Metric = styled.div`
  padding: 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
  display: grid;
  gap: 0.25rem;
  span {
    font-size: 0.6875rem;
    color: ${(p) => p.theme.color.textMuted};
  }
  strong {
    font-size: ${(p) => p.theme.fontSize.xl};
    letter-spacing: -0.02em;
  }
`;

const Panel = styled.div`
  padding: 0.75rem;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.border};
`;

const PanelTitle = styled.p`
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 600;
  margin-bottom: 0.5rem;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  padding: 0.5rem 0;
  border-top: 1px solid ${(p) => p.theme.color.border};
  div:first-child {
    display: grid;
    min-width: 0;
  }
  b {
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    font-size: 0.6875rem;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Badges = styled.div`
  display: flex;
  gap: 0.375rem;
`;

const Bars = styled.div`
  display: grid;
  grid-template-columns: 5rem 1fr;
  align-items: center;
  gap: 0.5rem 0.75rem;
  span {
    font-size: 0.6875rem;
    color: ${(p) => p.theme.color.textMuted};
  }
`;
