import styled from 'styled-components';
import {
  AI_ACT_CLASS_FILTERS,
  COMPLIANCE_REGIMES,
  percentOf,
  type AiActClassCounts,
  type PortfolioSummary,
} from '@portfolio/contracts';
import {
  AiActClassBadge,
  ComplianceBadge,
  ProgressBar,
  ShieldCheckIcon,
  color,
  fontSize,
  Grid,
  IconTile,
} from '@portfolio/ui';
import { ViewAllLink } from '../page/app-link';
import { OverviewCard } from '../page/overview-card';
import { PlainList } from '../page/plain-list';
import { Panel, PanelTitle } from './panel';

export interface ComplianceOverviewProps {
  compliance: PortfolioSummary['compliance'];
  totalProjects: number;
  /** Live projects per EU AI Act class (and not assessed), shown under the EU AI Act. */
  aiActClasses?: AiActClassCounts;
  /** Given: the card links to the EU AI Act obligations (`/compliance`). */
  navigate?: (path: string) => void;
}

/** Statuses listed under each regime's compliant count. */
const OTHER_STATUSES = ['in_review', 'non_compliant', 'not_applicable'] as const;

/** Per regime (EU AI Act, GDPR, DORA/NIST): how many projects are compliant, and the rest. */
export function ComplianceOverview({
  compliance,
  totalProjects,
  aiActClasses,
  navigate,
}: ComplianceOverviewProps) {
  return (
    <OverviewCard
      title="Compliance Status"
      description="Projects meeting each regulatory framework"
      actions={
        navigate ? (
          <ViewAllLink to="/compliance" navigate={navigate}>
            EU AI Act obligations
          </ViewAllLink>
        ) : undefined
      }
    >
      <Regimes>
        {COMPLIANCE_REGIMES.map((regime) => {
          const counts = compliance[regime.summaryKey];
          return (
            <Regime key={regime.key} aria-label={regime.label} data-regime={regime.summaryKey}>
              <RegimeHead>
                <Shield aria-hidden="true">
                  <ShieldCheckIcon size={16} />
                </Shield>
                {regime.label}
              </RegimeHead>
              <Figure>
                <strong data-testid="compliant-count">{counts.compliant}</strong>
                <span>of {totalProjects} compliant</span>
              </Figure>
              <ProgressBar
                value={percentOf(counts.compliant, totalProjects)}
                label={`${regime.label} compliant projects`}
                tone="green"
                size="sm"
              />
              <Others>
                {OTHER_STATUSES.map((status) => (
                  <li key={status} data-status={status}>
                    <ComplianceBadge status={status} size="sm" />
                    <Count>{counts[status]}</Count>
                  </li>
                ))}
              </Others>
              {regime.summaryKey === 'euAiAct' && aiActClasses ? (
                <Classes aria-label="EU AI Act classes">
                  {AI_ACT_CLASS_FILTERS.map((riskClass) => (
                    <li key={riskClass} data-ai-act-class={riskClass}>
                      <AiActClassBadge
                        riskClass={riskClass === 'unassessed' ? null : riskClass}
                        size="sm"
                      />
                      <Count>{aiActClasses[riskClass]}</Count>
                    </li>
                  ))}
                </Classes>
              ) : null}
            </Regime>
          );
        })}
      </Regimes>
    </OverviewCard>
  );
}

const Regimes = styled(Grid).attrs({ $columns: { md: 3 } })``;

const Regime = styled(Panel)`
  gap: 0.75rem;
  padding: 1.125rem;
`;

const RegimeHead = styled(PanelTitle)`
  gap: 0.5rem;
  color: ${color('text')};
`;

const Shield = styled(IconTile).attrs({ $size: '1.75rem', $tone: 'green' })``;

const Figure = styled.p`
  display: flex;
  align-items: baseline;
  gap: 0.375rem;
  strong {
    font-size: ${fontSize('2xl')};
    font-weight: 700;
    letter-spacing: -0.02em;
    font-variant-numeric: tabular-nums;
    color: ${color('text')};
  }
  span {
    font-size: ${fontSize('sm')};
    color: ${color('textMuted')};
  }
`;

const Others = styled(PlainList).attrs({ $gap: '0.375rem' })`
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
`;

const Classes = styled(Others)`
  padding-top: 0.75rem;
  border-top: 1px solid ${color('border')};
`;

const Count = styled.span`
  font-size: ${fontSize('sm')};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${color('textMuted')};
`;
