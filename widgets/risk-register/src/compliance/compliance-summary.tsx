import styled from 'styled-components';
import {
  AI_ACT_RISK_CLASSES,
  AI_ACT_RISK_CLASS_LABELS,
  AI_ACT_RISK_CLASS_TONES,
  formatCalendarDate,
  formatCount,
  type AiActPortfolioCompliance,
} from '@portfolio/contracts';
import {
  AlertTriangleIcon,
  AppLink,
  TitledCard,
  CardContent,
  CalendarIcon,
  Grid,
  ProgressBar,
  ShieldCheckIcon,
  StatCard,
  TargetIcon,
  color,
  fontSize,
  media,
} from '@portfolio/ui';
import { CountTiles } from '@portfolio/ui/badges';

/** The figures, the live projects by class and the high-risk systems' readiness. */
export function ComplianceSummary({
  compliance,
  navigate,
}: {
  compliance: AiActPortfolioCompliance;
  navigate: (path: string) => void;
}) {
  const { projects, obligations, highRisk } = compliance;
  return (
    <>
      <Figures $columns={{ sm: 2, lg: 4 }}>
        <StatCard
          label="High-risk systems"
          value={highRisk.count}
          hint={
            highRisk.readiness === null ? 'No obligation to meet' : `${highRisk.readiness}% ready`
          }
          icon={<TargetIcon size={18} />}
          tone="amber"
        />
        <StatCard
          label="Overdue"
          value={obligations.overdue}
          hint={`of ${formatCount(obligations.total, 'obligation')}`}
          icon={<AlertTriangleIcon size={18} />}
          tone="red"
        />
        <StatCard
          label="Due this quarter"
          value={obligations.dueThisQuarter}
          hint={`By ${formatCalendarDate(compliance.quarterEnd)}`}
          icon={<CalendarIcon size={18} />}
          tone="blue"
        />
        <StatCard
          label="Assessed projects"
          value={`${projects.assessed} of ${projects.live}`}
          hint={`${formatCount(obligations.done, 'obligation')} done`}
          icon={<ShieldCheckIcon size={18} />}
          tone="green"
        />
      </Figures>
      <TitledCard title="Projects by class">
        <CardContent>
          <Classes
            label="Live projects by EU AI Act class"
            data="ai-act-class"
            tiles={[
              ...AI_ACT_RISK_CLASSES.map((riskClass) => ({
                key: riskClass,
                label: AI_ACT_RISK_CLASS_LABELS[riskClass],
                count: projects.byClass[riskClass],
                tone: AI_ACT_RISK_CLASS_TONES[riskClass],
              })),
              {
                key: 'unassessed',
                label: 'Not assessed',
                count: projects.live - projects.assessed,
                tone: 'neutral',
              },
            ]}
          />
          {highRisk.systems.length > 0 ? (
            <>
              <Subheading id="compliance-readiness">
                High-risk systems, least ready first
              </Subheading>
              <Systems aria-labelledby="compliance-readiness">
                {highRisk.systems.map((system) => (
                  <li key={system.project.id}>
                    <AppLink to={`/projects/${system.project.id}`} navigate={navigate}>
                      {system.project.name}
                    </AppLink>
                    <ProgressBar
                      value={system.readiness ?? 100}
                      label={`${system.project.name} readiness`}
                      tone={system.overdue > 0 ? 'red' : 'green'}
                      size="sm"
                    />
                    <span>
                      {system.done} of {system.applicable} done
                      {system.overdue > 0 ? ` · ${system.overdue} overdue` : ''}
                    </span>
                  </li>
                ))}
              </Systems>
            </>
          ) : null}
        </CardContent>
      </TitledCard>
    </>
  );
}

const Figures = styled(Grid)`
  @media print {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0.5rem;
    break-inside: avoid;
  }
`;

/** Two columns on a phone, the five in a row from a tablet up and in print. */
const Classes = styled(CountTiles)`
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  @media print {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 0.5rem;
  }
`;

const Subheading = styled.h3`
  margin: 1.25rem 0 0.5rem;
  font-size: ${fontSize('sm')};
  font-weight: 600;
  color: ${color('text')};
`;

const Systems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.625rem;
  li {
    display: grid;
    gap: 0.25rem 1rem;
    align-items: center;
    grid-template-columns: minmax(0, 1fr);
    font-size: ${fontSize('sm')};
    ${media.md} {
      grid-template-columns: minmax(10rem, 16rem) minmax(0, 1fr) 10rem;
    }
    @media print {
      grid-template-columns: minmax(0, 14rem) minmax(0, 1fr) 9rem;
      break-inside: avoid;
    }
  }
  span {
    color: ${color('textMuted')};
    font-variant-numeric: tabular-nums;
  }
`;
