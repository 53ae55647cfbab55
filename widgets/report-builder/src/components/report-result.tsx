import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  formatCount,
  type ReportChart,
  type ReportResult,
  type ReportSource,
} from '@portfolio/contracts';
import {
  Grid,
  Card,
  CardContent,
  PieChartIcon,
  QueryView,
  Skeleton,
  THead,
  TBody,
  Table,
  TableContainer,
  Td,
  Th,
  Tr,
  color,
  fontSize,
} from '@portfolio/ui';
import { EmptyCard } from '@portfolio/ui/lists';
import { formatCell } from '../model/definition';

/** Recharts is fetched with the first report that has a chart, not with the page. */
const ReportChartView = lazy(() => import('./report-chart'));

export interface ReportResultViewProps {
  /** The run of the report; undefined until the user runs one. */
  run: UseQueryResult<ReportResult> | undefined;
  chart: ReportChart;
  /** The table's caption: the report's name, or what it shows. */
  caption: string;
  /** What the rows are, for the words of an empty answer. */
  source: ReportSource;
}

const EMPTY: Record<ReportSource, { title: string; description: string }> = {
  projects: {
    title: 'No projects match this report',
    description: 'Try other filters, or archived projects instead of live ones.',
  },
  proposals: {
    title: 'No proposals match this report',
    description: 'Try other filters: proposals arrive through the intake form.',
  },
};

/** A run's answer: the chart when the report has one, then the rows as a table. */
export function ReportResultView({ run, chart, caption, source }: ReportResultViewProps) {
  if (!run || (run.isPending && run.fetchStatus === 'idle'))
    return (
      <EmptyCard
        icon={<PieChartIcon size={24} />}
        title="Build a report and run it"
        description="Choose columns, or groups and measures, then Run: the rows and the chart show here."
      />
    );
  return (
    <QueryView
      query={run}
      pending={
        <Card>
          <CardContent>
            <Grid $gap="0.75rem" role="status" aria-busy="true" aria-label="Running the report">
              <Skeleton $height="16rem" $radius="12px" />
              <Skeleton $height="2.5rem" />
              <Skeleton $height="2.5rem" />
            </Grid>
          </CardContent>
        </Card>
      }
      errorTitle="The report could not be run"
      isEmpty={(result) => result.rows.length === 0}
      empty={<EmptyCard {...EMPTY[source]} />}
    >
      {(result) => <ResultRows result={result} chart={chart} caption={caption} />}
    </QueryView>
  );
}

function ResultRows({
  result,
  chart,
  caption,
}: { result: ReportResult } & Pick<ReportResultViewProps, 'chart' | 'caption'>) {
  return (
    <Results data-report-result>
      {chart !== 'none' ? (
        <Card>
          <CardContent>
            <Suspense fallback={<Skeleton $height="20rem" $radius="12px" />}>
              <ReportChartView result={result} chart={chart} />
            </Suspense>
          </CardContent>
        </Card>
      ) : null}
      <TableContainer>
        <Table>
          <Caption>
            {caption}
            <span>
              {formatCount(result.rows.length, 'row')}
              {result.truncated ? ': more matched, raise the row limit or narrow the filters' : ''}
            </span>
          </Caption>
          <THead>
            <Tr>
              {result.columns.map((c) => (
                <Th
                  key={c.key}
                  scope="col"
                  $align={
                    c.type === 'text' || c.type === 'status' || c.type === 'date' ? 'left' : 'right'
                  }
                >
                  {c.label}
                </Th>
              ))}
            </Tr>
          </THead>
          <TBody>
            {result.rows.map((row, i) => (
              <Tr key={i}>
                {result.columns.map((c, j) => {
                  const text = formatCell(c, row[c.key]);
                  const align = c.type === 'money' || c.type === 'number' ? 'right' : 'left';
                  // The first group (or column) names its row.
                  return j === 0 ? (
                    <RowHeader key={c.key} scope="row" $align={align}>
                      {text}
                    </RowHeader>
                  ) : (
                    <Td key={c.key} $align={align}>
                      {text}
                    </Td>
                  );
                })}
              </Tr>
            ))}
          </TBody>
        </Table>
      </TableContainer>
    </Results>
  );
}

const Results = styled.div`
  display: grid;
  gap: 1rem;
  @media print {
    gap: 8mm;
    table {
      font-size: 9pt;
    }
    th,
    td {
      padding: 1.5mm 2mm;
    }
    tr {
      break-inside: avoid;
    }
    thead {
      display: table-header-group;
    }
  }
`;

const Caption = styled.caption`
  caption-side: top;
  text-align: left;
  padding: 0.875rem 1rem;
  font-size: ${fontSize('md')};
  font-weight: 600;
  color: ${color('text')};
  span {
    display: block;
    font-size: ${fontSize('xs')};
    font-weight: 400;
    color: ${color('textMuted')};
  }
`;

const RowHeader = styled(Td).attrs({ as: 'th' })`
  font-weight: 500;
`;
