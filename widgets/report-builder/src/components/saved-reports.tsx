import styled from 'styled-components';
import type { SavedReport } from '@portfolio/contracts';
import {
  Grid,
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  QueryView,
  color,
  fontSize,
  radius,
  captionStyles,
  MutedText,
} from '@portfolio/ui';
import { LoadingRows } from '@portfolio/ui/lists';
import type { UseQueryResult } from '@tanstack/react-query';

export interface SavedReportsProps {
  query: UseQueryResult<SavedReport[]>;
  userId: string | undefined;
  /** The report open in the builder. */
  openId: string | undefined;
  onOpen: (report: SavedReport) => void;
}

/** The caller's own reports, then the ones colleagues shared with the company. */
export function SavedReports({ query, ...lists }: SavedReportsProps) {
  return (
    <QueryView
      query={query}
      pending={
        <Card>
          <CardContent>
            <LoadingRows label="Loading the saved reports" heights={['2.5rem', '2.5rem']} busy />
          </CardContent>
        </Card>
      }
      errorTitle="The saved reports could not be loaded"
    >
      {(reports) => <ReportLists reports={reports} {...lists} />}
    </QueryView>
  );
}

function ReportLists({
  reports,
  userId,
  openId,
  onOpen,
}: Omit<SavedReportsProps, 'query'> & { reports: SavedReport[] }) {
  const mine = reports.filter((r) => r.createdBy === userId);
  const shared = reports.filter((r) => r.createdBy !== userId);
  const list = (title: string, shown: SavedReport[], empty: string) => (
    <Section aria-label={title}>
      <h3>{title}</h3>
      {shown.length === 0 ? (
        <MutedText>{empty}</MutedText>
      ) : (
        <ul>
          {shown.map((report) => (
            <li key={report.id}>
              <Item
                type="button"
                aria-current={report.id === openId ? 'true' : undefined}
                onClick={() => onOpen(report)}
              >
                <span>{report.name}</span>
                <Meta>
                  {report.createdBy === userId ? (
                    <Badge $tone={report.visibility === 'shared' ? 'blue' : 'neutral'}>
                      {report.visibility === 'shared' ? 'Shared' : 'Private'}
                    </Badge>
                  ) : (
                    <small>by {report.createdByName}</small>
                  )}
                  {report.schedule ? (
                    <Badge $tone="violet">
                      {report.schedule.frequency === 'weekly' ? 'Weekly' : 'Monthly'}
                    </Badge>
                  ) : null}
                </Meta>
              </Item>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Saved reports</CardTitle>
      </CardHeader>
      <CardContent>
        <Grid $gap="1.25rem">
          {list('My reports', mine, 'Reports you save show here.')}
          {list('Shared with the company', shared, 'No colleague has shared a report yet.')}
        </Grid>
      </CardContent>
    </Card>
  );
}

const Section = styled.section`
  display: grid;
  gap: 0.5rem;
  h3 {
    margin: 0;
    ${captionStyles}
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
`;

const Item = styled.button`
  width: 100%;
  display: grid;
  gap: 0.25rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid transparent;
  border-radius: ${radius('md')};
  background: none;
  text-align: left;
  font: inherit;
  font-size: ${fontSize('sm')};
  font-weight: 500;
  color: ${color('text')};
  cursor: pointer;
  &:hover {
    background: ${color('surfaceMuted')};
  }
  &[aria-current='true'] {
    border-color: ${color('primary')};
    background: ${color('primarySoft')};
  }
  &:focus-visible {
    outline: 2px solid ${color('primary')};
    outline-offset: 2px;
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.375rem;
  small {
    font-size: ${fontSize('xs')};
    font-weight: 400;
    color: ${color('textMuted')};
  }
`;
