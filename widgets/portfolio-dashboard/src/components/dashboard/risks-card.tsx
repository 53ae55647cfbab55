import styled from 'styled-components';
import { formatDate, type RiskList, routes, type RiskListQuery } from '@portfolio/contracts';
import { CheckCircleIcon, RiskBadge, color, fontSize, media, useRouteQuery } from '@portfolio/ui';
import { SeverityTiles } from '@portfolio/ui/badges';
import { LoadingRows } from '@portfolio/ui/lists';
import { LinkRow, LinkRows, RowDetail, RowMain, RowTitle } from '../page/app-link';
import { CardMessage, QueryCard, type CompanyCardProps } from '../page/query-card';

/** The open risks the dashboard shows: the counts and the worst five. */
const DASHBOARD_RISKS: RiskListQuery = { state: 'open', limit: 5 };

/** The dashboard's Risks card: open risks counted by severity, and the worst five. */
export function RisksCard({ companyId, navigate }: CompanyCardProps) {
  const query = useRouteQuery(routes.listRisks, { params: { companyId }, query: DASHBOARD_RISKS });
  return (
    <QueryCard
      title="Risks"
      description="Open risks the portfolio's rules found, worst first"
      viewAll={{ to: '/risks', label: 'View all risks' }}
      navigate={navigate}
      query={query}
      failed="The risks could not be loaded."
      pending={
        <LoadingRows label="Loading the risks" heights={['3.5rem', '2.75rem', '2.75rem']} busy />
      }
    >
      {(list) => <RisksContent list={list} navigate={navigate} />}
    </QueryCard>
  );
}

export function RisksContent({
  list,
  navigate,
}: {
  list: RiskList;
  navigate: (path: string) => void;
}) {
  return (
    <Body>
      <SeverityTiles counts={list.counts} label="Open risks by severity" />
      {list.risks.length === 0 ? (
        <CardMessage>
          <CheckCircleIcon size={16} />
          No open risks: every project passes the rules.
        </CardMessage>
      ) : (
        <LinkRows aria-label="The worst open risks">
          {list.risks.map((risk) => (
            <li key={risk.id}>
              <Row to={`/projects/${risk.project.id}`} navigate={navigate}>
                <RiskBadge severity={risk.severity} size="sm" />
                <RowMain>
                  <RowTitle>{risk.rule.title}</RowTitle>
                  <Project>
                    {risk.project.name} · {risk.project.department}
                  </Project>
                </RowMain>
                <Opened>since {formatDate(risk.openedAt, 'short')}</Opened>
              </Row>
            </li>
          ))}
        </LinkRows>
      )}
    </Body>
  );
}

const Body = styled.div`
  display: grid;
  gap: 1rem;
`;

const Row = styled(LinkRow)`
  grid-template-columns: 5.5rem minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: 5.5rem minmax(0, 1fr) auto;
  }
  padding: 0.625rem 0.875rem;
`;

/** One line, cut to fit. */
const Project = styled(RowDetail)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Opened = styled.span`
  display: none;
  ${media.sm} {
    display: block;
  }
  font-size: ${fontSize('xs')};
  color: ${color('textSubtle')};
  white-space: nowrap;
`;
