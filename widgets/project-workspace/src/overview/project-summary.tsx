import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  formatDate,
  formatMoneyK,
  formatPercent,
  type Amount,
  type Project,
  type StatusReport,
} from '@portfolio/contracts';
import { HealthBadge, Money, StatusBadge } from '@portfolio/ui';

/** The spec's running costs and return: in thousands, one decimal when it is not zero. */
const inThousands = (amount: Amount) => formatMoneyK(amount, { decimals: 1 });

/**
 * The project's banner: name, problem, status, the health of its latest status report (when it
 * has one), `badges` beside them (e.g. its risks) and its four headline figures.
 */
export function ProjectSummary({
  project,
  latestReport,
  badges,
}: {
  project: Project;
  latestReport?: Pick<StatusReport, 'health' | 'state' | 'periodEnd'>;
  badges?: ReactNode;
}) {
  return (
    <Banner aria-label="Project summary">
      <BannerTop>
        <div>
          <Title>{project.name}</Title>
          <Problem>{project.problemStatement}</Problem>
        </div>
        <Badges>
          <BadgeSlot>
            <StatusBadge status={project.status} />
            {latestReport ? (
              <HealthBadge
                health={latestReport.health}
                label={`Health by the ${latestReport.state} status report of ${formatDate(latestReport.periodEnd)}`}
                note={latestReport.state === 'draft' ? '(draft)' : undefined}
              />
            ) : null}
          </BadgeSlot>
          {badges ? <BadgeSlot>{badges}</BadgeSlot> : null}
        </Badges>
      </BannerTop>
      <Metrics>
        <Metric label="ROI" value={formatPercent(project.roi)} />
        <Metric label="Initial Investment" value={<Money amount={project.initialCosts} />} />
        <Metric
          label="Running Costs"
          value={<Money amount={project.runningCosts} format={inThousands} per="/month" />}
        />
        <Metric
          label="Annual Return"
          value={<Money amount={project.expectedReturn} format={inThousands} per="/year" />}
        />
      </Metrics>
    </Banner>
  );
}

function Metric({ label, value }: { label: string; value: ReactNode }) {
  return (
    <MetricBox>
      <MetricLabel>{label}</MetricLabel>
      <MetricValue>{value}</MetricValue>
    </MetricBox>
  );
}

const Banner = styled.section`
  position: relative;
  overflow: hidden;
  container-type: inline-size;
  padding: 1.75rem;
  border-radius: ${(p) => p.theme.radius.xl};
  color: #fff;
  background:
    radial-gradient(120% 140% at 100% 0%, rgba(167, 139, 250, 0.55) 0%, rgba(167, 139, 250, 0) 55%),
    linear-gradient(135deg, ${(p) => p.theme.color.primary} 0%, ${(p) => p.theme.color.accent} 100%);
  box-shadow: ${(p) => p.theme.shadow.md};

  @media print {
    color: ${(p) => p.theme.color.text};
    background: none;
    border: 1px solid ${(p) => p.theme.color.borderStrong};
    box-shadow: none;
    padding: 1rem 1.25rem;
  }
`;

/** On a narrow banner the badges wrap under the name instead of squeezing it. */
const BannerTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem 1rem;
  > div:first-child {
    flex: 1 1 16rem;
    min-width: 0;
  }
`;

const Title = styled.h1`
  font-size: ${(p) => p.theme.fontSize['3xl']};
  font-weight: 700;
  letter-spacing: -0.025em;
  line-height: 1.2;
  @media print {
    font-size: 20pt;
  }
`;

const Problem = styled.p`
  margin-top: 0.5rem;
  max-width: 48rem;
  font-size: ${(p) => p.theme.fontSize.md};
  opacity: 0.9;
  white-space: pre-line;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
`;

const BadgeSlot = styled.div`
  flex-shrink: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
  padding: 0.25rem;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.92);
  @media print {
    padding: 0;
    background: none;
  }
`;

const Metrics = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 1.5rem;
  /* By the banner's own width: four tiles in a row only where each has room for its figure. */
  grid-template-columns: minmax(0, 1fr);
  @container (min-width: 20rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (min-width: 44rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  @media print {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    margin-top: 0.875rem;
  }
`;

const MetricBox = styled.div`
  padding: 0.875rem 1rem;
  border-radius: ${(p) => p.theme.radius.lg};
  background: rgba(255, 255, 255, 0.14);
  border: 1px solid rgba(255, 255, 255, 0.22);
  backdrop-filter: blur(4px);
  @media print {
    background: none;
    border-color: ${(p) => p.theme.color.border};
    padding: 0.5rem 0.75rem;
  }
`;

const MetricLabel = styled.p`
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  opacity: 0.8;
`;

const MetricValue = styled.p`
  margin-top: 0.25rem;
  font-size: ${(p) => p.theme.fontSize.xl};
  overflow-wrap: anywhere;
  @container (min-width: 44rem) {
    font-size: ${(p) => p.theme.fontSize['2xl']};
  }
  font-weight: 700;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  @media print {
    font-size: 14pt;
  }
`;
