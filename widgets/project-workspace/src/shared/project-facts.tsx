import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  COMPLIANCE_REGIMES,
  formatMoneyFull,
  formatPercent,
  fromCents,
  projectInvestment,
  toCents,
  type Project,
} from '@portfolio/contracts';
import {
  Card,
  CardContent,
  CardHeading,
  ComplianceBadge,
  FileTextIcon,
  ShieldCheckIcon,
  TrendingUpIcon,
  UsersIcon,
  Spread,
} from '@portfolio/ui';

/** The exact ROI: "125%" or "125.50%". */
const exactPercent = (roi: string | null) =>
  formatPercent(roi, toCents(roi) !== null && toCents(roi)! % 100n !== 0n ? 2 : 0);

const annual = (monthly: string | null) => {
  const cents = toCents(monthly);
  return cents === null ? null : fromCents(cents * 12n);
};

/** A card of the detail page: an icon and a title over its facts. */
function FactCard({
  icon,
  title,
  action,
  children,
}: {
  icon: ReactNode;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeading icon={icon} title={title} actions={action} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Department, business owner and the jobs to be done. */
export function BusinessDetailsCard({ project }: { project: Project }) {
  return (
    <FactCard icon={<UsersIcon size={17} />} title="Business Details">
      <Facts>
        <Fact label="Department">{project.department}</Fact>
        <Fact label="Business Owner">{project.businessOwner}</Fact>
        {project.jobsToBeDone ? (
          <Fact label="Jobs to be Done" wide>
            <Prose>{project.jobsToBeDone}</Prose>
          </Fact>
        ) : null}
      </Facts>
    </FactCard>
  );
}

/** Every figure in full: costs, first-year investment, return and the exact ROI. */
export function FinancialAnalysisCard({ project }: { project: Project }) {
  return (
    <FactCard icon={<TrendingUpIcon size={17} />} title="Financial Analysis">
      <Ledger>
        <LedgerRow label="Initial Costs" value={formatMoneyFull(project.initialCosts)} />
        <LedgerRow label="Running Costs (monthly)" value={formatMoneyFull(project.runningCosts)} />
        <LedgerRow
          label="Running Costs (annual)"
          value={formatMoneyFull(annual(project.runningCosts))}
        />
        <LedgerRow
          label="First-Year Investment"
          value={formatMoneyFull(projectInvestment(project))}
          strong
        />
        <LedgerRow label="Expected Annual Return" value={formatMoneyFull(project.expectedReturn)} />
        <LedgerRow label="ROI" value={exactPercent(project.roi)} strong />
      </Ledger>
    </FactCard>
  );
}

/** The EU AI Act, GDPR and DORA status of the project. */
export function ComplianceCard({ project, action }: { project: Project; action?: ReactNode }) {
  return (
    <FactCard
      icon={<ShieldCheckIcon size={17} />}
      title="Compliance & Governance Status"
      action={action}
    >
      <Compliance>
        {COMPLIANCE_REGIMES.map((regime) => (
          <ComplianceItem key={regime.key}>
            <span>{regime.label}</span>
            <ComplianceBadge status={project[regime.key]} />
          </ComplianceItem>
        ))}
      </Compliance>
    </FactCard>
  );
}

/** The project's notes and observations, as typed. */
export function NotesCard({ notes }: { notes: string }) {
  return (
    <FactCard icon={<FileTextIcon size={17} />} title="Project Notes & Observations">
      <Prose>{notes}</Prose>
    </FactCard>
  );
}

/** One labelled fact of a card: the label above, the value under it. */
export function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <FactBox $wide={wide}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </FactBox>
  );
}

function LedgerRow({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <LedgerLine $strong={strong}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </LedgerLine>
  );
}

/** Two columns of facts; one on a narrow card (a phone), where two would squeeze each fact. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, max(12rem, calc((100% - 1.25rem) / 2))), 1fr)
  );
  gap: 1.25rem;
  margin: 0;
`;

const FactBox = styled.div<{ $wide: boolean }>`
  grid-column: ${(p) => (p.$wide ? '1 / -1' : 'auto')};
  dt {
    font-size: ${(p) => p.theme.fontSize.xs};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0.25rem 0 0;
    font-size: ${(p) => p.theme.fontSize.md};
    font-weight: 500;
  }
`;

const Prose = styled.p`
  white-space: pre-line;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 400;
  line-height: 1.65;
  color: ${(p) => p.theme.color.text};
`;

const Ledger = styled.dl`
  display: grid;
  margin: 0;
`;

const LedgerLine = styled.div<{ $strong: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 1rem;
  padding: 0.625rem 0;
  border-bottom: 1px dashed ${(p) => p.theme.color.border};
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
  dt {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: ${(p) => (p.$strong ? 700 : 600)};
    color: ${(p) => p.theme.color.text};
  }
`;

const Compliance = styled.div`
  display: grid;
  gap: 0.75rem;
  /* Side by side only where a regime's name and its badge both fit. */
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  @media print {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const ComplianceItem = styled(Spread)`
  padding: 0.875rem 1rem;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surfaceMuted};
  span:first-child {
    font-weight: 600;
  }
  @media print {
    background: none;
    -webkit-print-color-adjust: exact;
    print-color-adjust: exact;
  }
`;
