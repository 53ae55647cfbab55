import styled from 'styled-components';
import { formatMoneyK, formatPercent, type Project } from '@portfolio/contracts';
import { StatusBadge, media } from '@portfolio/ui';

/** "$9K/month"; just "TBD" when unknown. */
const perPeriod = (amount: string | null, period: string) =>
  amount === null ? formatMoneyK(null) : `${formatMoneyK(amount)}/${period}`;

/** The project's banner: name, problem, status and its four headline figures. */
export function ProjectSummary({ project }: { project: Project }) {
  return (
    <Banner aria-label="Project summary">
      <BannerTop>
        <div>
          <Title>{project.name}</Title>
          <Problem>{project.problemStatement}</Problem>
        </div>
        <BadgeSlot>
          <StatusBadge status={project.status} />
        </BadgeSlot>
      </BannerTop>
      <Metrics>
        <Metric label="ROI" value={formatPercent(project.roi)} />
        <Metric label="Initial Investment" value={formatMoneyK(project.initialCosts)} />
        <Metric label="Running Costs" value={perPeriod(project.runningCosts, 'month')} />
        <Metric label="Annual Return" value={perPeriod(project.expectedReturn, 'year')} />
      </Metrics>
    </Banner>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
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

const BannerTop = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
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

const BadgeSlot = styled.div`
  flex-shrink: 0;
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
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
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
  font-size: ${(p) => p.theme.fontSize['2xl']};
  font-weight: 700;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  @media print {
    font-size: 14pt;
  }
`;
