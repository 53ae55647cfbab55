import { useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import {
  AI_ACT_DUE_GROUPS,
  AI_ACT_DUE_GROUP_LABELS,
  AI_ACT_RISK_CLASSES,
  AI_ACT_RISK_CLASS_LABELS,
  AI_ACT_RISK_CLASS_TONES,
  formatCalendarDate,
  formatCount,
  type AiActPortfolioCompliance,
  type AiActPortfolioObligation,
  type Tone,
  routes,
} from '@portfolio/contracts';
import {
  AiActClassBadge,
  AlertTriangleIcon,
  AppLink,
  Button,
  Card,
  CardContent,
  CardHeading,
  CalendarIcon,
  EmptyState,
  Grid,
  NoCompanyAccess,
  ObligationStatusBadge,
  PageHeader,
  PageStack,
  PrinterIcon,
  ProgressBar,
  QueryErrorCard,
  ShieldCheckIcon,
  Skeleton,
  StatCard,
  TargetIcon,
  color,
  fontSize,
  media,
  radius,
  type WidgetLocation,
  type WidgetProps,
  useRouteQuery,
} from '@portfolio/ui';

/** `/compliance`: the portfolio's EU AI Act obligations, by due date, owner or class. */
export function CompliancePage({ companyId, navigate, location }: WidgetProps) {
  if (!companyId) {
    return (
      <NoCompanyAccess
        action="see the portfolio's compliance"
        onGoToDashboard={() => navigate('/')}
      />
    );
  }
  return <Compliance companyId={companyId} navigate={navigate} location={location} />;
}

export const COMPLIANCE_GROUPINGS = ['due', 'owner', 'class'] as const;
export type ComplianceGrouping = (typeof COMPLIANCE_GROUPINGS)[number];
const GROUPING_LABELS: Record<ComplianceGrouping, string> = {
  due: 'By due date',
  owner: 'By owner',
  class: 'By class',
};

const groupingOf = (search: string): ComplianceGrouping => {
  const by = new URLSearchParams(search).get('by');
  return (COMPLIANCE_GROUPINGS as readonly string[]).includes(by ?? '')
    ? (by as ComplianceGrouping)
    : 'due';
};

/** The grouping, kept in the address (`?by=owner`) when the shell gives one, in memory otherwise. */
function useGrouping(location: WidgetLocation | undefined) {
  const [local, setLocal] = useState<ComplianceGrouping>(() => groupingOf(location?.search ?? ''));
  const grouping = location ? groupingOf(location.search) : local;
  const setGrouping = (next: ComplianceGrouping) => {
    if (location) location.replaceSearch(next === 'due' ? '' : `?by=${next}`);
    else setLocal(next);
  };
  return [grouping, setGrouping] as const;
}

interface Group {
  key: string;
  label: string;
  items: AiActPortfolioObligation[];
}

const NO_OWNER = 'No owner';

/** The obligations in the sections of a grouping, empty sections left out, in a stable order. */
export function groupObligations(
  items: readonly AiActPortfolioObligation[],
  grouping: ComplianceGrouping,
): Group[] {
  if (grouping === 'due') {
    return AI_ACT_DUE_GROUPS.map((key) => ({
      key,
      label: AI_ACT_DUE_GROUP_LABELS[key],
      items: items.filter((o) => o.dueGroup === key),
    })).filter((g) => g.items.length > 0);
  }
  if (grouping === 'class') {
    return AI_ACT_RISK_CLASSES.map((key) => ({
      key,
      label: AI_ACT_RISK_CLASS_LABELS[key],
      items: items.filter((o) => o.riskClass === key),
    })).filter((g) => g.items.length > 0);
  }
  const owners = new Map<string, Group>();
  for (const o of items) {
    const key = o.owner?.id ?? '';
    const group = owners.get(key) ?? { key, label: o.owner?.name ?? NO_OWNER, items: [] };
    group.items.push(o);
    owners.set(key, group);
  }
  // People by name, the obligations nobody owns last.
  return [...owners.values()].sort(
    (a, b) => Number(a.key === '') - Number(b.key === '') || a.label.localeCompare(b.label),
  );
}

function Compliance({
  companyId,
  navigate,
  location,
}: Pick<WidgetProps, 'navigate' | 'location'> & { companyId: string }) {
  const summary = useRouteQuery(routes.getCompanyCompliance, { params: { companyId } });
  const obligations = useRouteQuery(routes.listCompanyObligations, { params: { companyId } });
  const [grouping, setGrouping] = useGrouping(location);

  return (
    <Page>
      <PrintStyles />
      <PageHeader
        title="EU AI Act compliance"
        description="Every obligation of the assessed projects: when it is due, who owns it and how ready the high-risk systems are."
        actions={
          <span data-print-hide="">
            <Button $variant="outline" onClick={() => window.print()}>
              <PrinterIcon size={15} />
              Print
            </Button>
          </span>
        }
      />
      {summary.isPending ? (
        <Loading role="status" aria-busy="true" aria-label="Loading the compliance figures">
          <Skeleton $height="7rem" $radius="12px" />
        </Loading>
      ) : summary.isError ? (
        <QueryErrorCard title="The compliance figures could not be loaded" query={summary} />
      ) : (
        <Summary compliance={summary.data} navigate={navigate} />
      )}
      {obligations.isPending ? (
        <Loading role="status" aria-busy="true" aria-label="Loading the obligations">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} $height="4.5rem" $radius="12px" />
          ))}
        </Loading>
      ) : obligations.isError ? (
        <QueryErrorCard title="The obligations could not be loaded" query={obligations} />
      ) : obligations.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ShieldCheckIcon size={24} />}
            title="No obligations yet"
            description="Assess a project's EU AI Act class on its page: the obligations that follow, with their due dates, show here."
          />
        </Card>
      ) : (
        <>
          <PrintOnly>Obligations {GROUPING_LABELS[grouping].toLowerCase()}</PrintOnly>
          <Groupings role="group" aria-label="Group the obligations" data-print-hide="">
            {COMPLIANCE_GROUPINGS.map((value) => (
              <Button
                key={value}
                $size="sm"
                $variant={grouping === value ? 'primary' : 'outline'}
                aria-pressed={grouping === value}
                onClick={() => setGrouping(value)}
              >
                {GROUPING_LABELS[value]}
              </Button>
            ))}
          </Groupings>
          {groupObligations(obligations.data, grouping).map((group) => (
            <ObligationGroup key={group.key} group={group} navigate={navigate} />
          ))}
        </>
      )}
    </Page>
  );
}

function Summary({
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
      <Card aria-labelledby="compliance-by-class">
        <CardHeading title="Projects by class" titleId="compliance-by-class" />
        <CardContent>
          <Classes aria-label="Live projects by EU AI Act class">
            {AI_ACT_RISK_CLASSES.map((riskClass) => (
              <ClassCount key={riskClass} $tone={AI_ACT_RISK_CLASS_TONES[riskClass]}>
                <dt>{AI_ACT_RISK_CLASS_LABELS[riskClass]}</dt>
                <dd>{projects.byClass[riskClass]}</dd>
              </ClassCount>
            ))}
            <ClassCount $tone="neutral">
              <dt>Not assessed</dt>
              <dd>{projects.live - projects.assessed}</dd>
            </ClassCount>
          </Classes>
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
      </Card>
    </>
  );
}

function ObligationGroup({ group, navigate }: { group: Group; navigate: (path: string) => void }) {
  const headingId = `obligations-${group.key || 'no-owner'}`;
  return (
    <Card as="section" aria-labelledby={headingId} data-group={group.key}>
      <GroupHead>
        <h2 id={headingId}>{group.label}</h2>
        <span>{formatCount(group.items.length, 'obligation')}</span>
      </GroupHead>
      <Rows>
        {group.items.map((o) => (
          <Row key={o.id} data-obligation-id={o.id} data-status={o.status}>
            <What>
              <strong>{o.title}</strong>
              <span>{o.article}</span>
            </What>
            <AppLink to={`/projects/${o.project.id}?obligation=${o.id}`} navigate={navigate}>
              {o.project.name}
            </AppLink>
            <AiActClassBadge riskClass={o.riskClass} size="sm" />
            <Owner>{o.owner?.name ?? NO_OWNER}</Owner>
            <Due $overdue={o.overdue}>Due {formatCalendarDate(o.dueDate)}</Due>
            <ObligationStatusBadge status={o.status} overdue={o.overdue} />
          </Row>
        ))}
      </Rows>
    </Card>
  );
}

/** Paper, A4 or Letter: 15 mm margins leave at least 180 mm of width on either. */
const PrintStyles = createGlobalStyle`
  @media print {
    @page { margin: 15mm; }
  }
`;

/** On paper the groups run on from page to page, a row never split across two. */
const Page = styled(PageStack)`
  @media print {
    gap: 0.875rem;
    font-size: 10pt;
    section {
      box-shadow: none;
    }
  }
`;

const PrintOnly = styled.p`
  display: none;
  margin: 0;
  font-size: ${fontSize('sm')};
  font-weight: 600;
  @media print {
    display: block;
    break-after: avoid;
  }
`;

const Figures = styled(Grid)`
  @media print {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 0.5rem;
    break-inside: avoid;
  }
`;

const Loading = styled.div`
  display: grid;
  gap: 0.875rem;
`;

const Groupings = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Classes = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.75rem;
  ${media.md} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  @media print {
    grid-template-columns: repeat(5, minmax(0, 1fr));
    gap: 0.5rem;
  }
`;

const ClassCount = styled.div<{ $tone: Tone }>`
  padding: 0.625rem 0.875rem;
  border-radius: ${radius('md')};
  border: 1px solid ${(p) => p.theme.tone[p.$tone].border};
  background: ${(p) => p.theme.tone[p.$tone].bg};
  dt {
    font-size: ${fontSize('xs')};
    font-weight: 600;
    color: ${(p) => p.theme.tone[p.$tone].fg};
  }
  dd {
    margin: 0.125rem 0 0;
    font-size: ${fontSize('xl')};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${color('text')};
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

const GroupHead = styled.header`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem 0.5rem;
  @media print {
    break-after: avoid;
  }
  h2 {
    margin: 0;
    font-size: ${fontSize('md')};
    font-weight: 600;
    color: ${color('text')};
  }
  span {
    font-size: ${fontSize('sm')};
    color: ${color('textMuted')};
  }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0.5rem;
`;

const Row = styled.li`
  display: grid;
  gap: 0.375rem 1rem;
  align-items: center;
  padding: 0.75rem 1.25rem;
  border-top: 1px solid ${color('border')};
  font-size: ${fontSize('sm')};
  grid-template-columns: minmax(0, 1fr) auto;
  > [data-tone] {
    justify-self: start;
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 2.5fr) minmax(0, 1.25fr) 7rem minmax(0, 1fr) 8.5rem 7rem;
  }
  /* Every column on one line, narrower than on a screen: 180 mm is about 680 px. */
  @media print {
    grid-template-columns:
      minmax(0, 2.2fr) minmax(0, 1.2fr) 5.75rem minmax(0, 0.9fr)
      6.25rem 6.5rem;
    padding: 0.375rem 0.75rem;
    font-size: 9pt;
    break-inside: avoid;
  }
`;

const What = styled.div`
  display: grid;
  gap: 0.125rem;
  strong {
    font-weight: 600;
    color: ${color('text')};
  }
  span {
    font-size: ${fontSize('xs')};
    color: ${color('textMuted')};
  }
`;

const Owner = styled.span`
  color: ${color('textMuted')};
`;

const Due = styled.span<{ $overdue: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$overdue ? p.theme.tone.red.fg : p.theme.color.text)};
  font-weight: ${(p) => (p.$overdue ? 600 : 400)};
`;
