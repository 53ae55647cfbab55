import styled, { createGlobalStyle } from 'styled-components';
import { routes } from '@portfolio/contracts';
import {
  CompanyGate,
  PageHeader,
  PageStack,
  QueryView,
  ShieldCheckIcon,
  fontSize,
  type WidgetProps,
  useRouteQuery,
} from '@portfolio/ui';
import { SkeletonList, EmptyCard } from '@portfolio/ui/lists';
import { labelledOptions } from '@portfolio/ui/forms';
import { PrintButton, ToggleButtons } from '@portfolio/ui/toolbar';
import { ComplianceSummary } from '../compliance/compliance-summary';
import {
  COMPLIANCE_GROUPINGS,
  GROUPING_LABELS,
  groupObligations,
  useGrouping,
} from '../compliance/grouping';
import { ObligationGroup } from '../compliance/obligation-group';
import { ComplianceNav } from '../controls/compliance-nav';

/** `/compliance`: the portfolio's EU AI Act obligations, by due date, owner, class or article. */
export function CompliancePage({ companyId, navigate, location }: WidgetProps) {
  return (
    <CompanyGate companyId={companyId} navigate={navigate} action="see the portfolio's compliance">
      {(companyId) => <Compliance companyId={companyId} navigate={navigate} location={location} />}
    </CompanyGate>
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
            <PrintButton />
          </span>
        }
      />
      <ComplianceNav current="obligations" navigate={navigate} />
      <QueryView
        query={summary}
        errorTitle="The compliance figures could not be loaded"
        pending={<SkeletonList label="Loading the compliance figures" height="7rem" count={1} />}
      >
        {(compliance) => <ComplianceSummary compliance={compliance} navigate={navigate} />}
      </QueryView>
      <QueryView
        query={obligations}
        errorTitle="The obligations could not be loaded"
        pending={<SkeletonList label="Loading the obligations" height="4.5rem" />}
        empty={
          <EmptyCard
            icon={<ShieldCheckIcon size={24} />}
            title="No obligations yet"
            description="Assess a project's EU AI Act class on its page: the obligations that follow, with their due dates, show here."
          />
        }
      >
        {(items) => (
          <>
            <PrintOnly>Obligations {GROUPING_LABELS[grouping].toLowerCase()}</PrintOnly>
            <ToggleButtons
              aria-label="Group the obligations"
              options={labelledOptions(COMPLIANCE_GROUPINGS, GROUPING_LABELS)}
              value={grouping}
              onChange={setGrouping}
            />
            {groupObligations(items, grouping).map((group) => (
              <ObligationGroup key={group.key} group={group} navigate={navigate} />
            ))}
          </>
        )}
      </QueryView>
    </Page>
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
