import { useState } from 'react';
import styled from 'styled-components';
import { frameworkPagePath, type FrameworkSummary } from '@portfolio/contracts';
import {
  AppLink,
  Badge,
  Button,
  Card,
  Grid,
  LayersIcon,
  PageHeader,
  PageStack,
  PlusIcon,
  QueryView,
  color,
  fontSize,
  MutedText,
} from '@portfolio/ui';
import { SkeletonList } from '@portfolio/ui/lists';
import { useFrameworks } from '../api';
import { ComplianceNav } from '../compliance-nav';
import { type PageProps } from '../paths';
import { FrameworkProvenance } from './provenance';
import { CoverageBar, coveredPercent } from './coverage';
import { ImportFrameworkDialog } from './import-framework-dialog';

/**
 * `/compliance/frameworks`: every framework (the built-in ones, then the company's own) with how
 * far the company's controls and their evidence cover it; an admin imports one of the company's own.
 */
export function FrameworkList({ companyId, isAdmin, go }: PageProps) {
  const frameworks = useFrameworks(companyId);
  const [importing, setImporting] = useState(false);
  return (
    <PageStack>
      <PageHeader
        title="Frameworks"
        description="How far the company's controls and their evidence cover each framework. Evidence attached once to a control counts for every item it satisfies."
        actions={
          isAdmin ? (
            <Button onClick={() => setImporting(true)}>
              <PlusIcon size={15} />
              Import a framework
            </Button>
          ) : null
        }
      />
      <ComplianceNav current="frameworks" navigate={go} />
      <QueryView
        query={frameworks}
        errorTitle="The frameworks could not be loaded"
        pending={<SkeletonList label="Loading the frameworks" height="9rem" count={4} />}
      >
        {(list) => (
          <List $columns={{ lg: 2 }} as="ul" aria-label="Frameworks">
            {list.map((framework) => (
              <FrameworkCard key={framework.id} framework={framework} go={go} />
            ))}
          </List>
        )}
      </QueryView>
      {isAdmin ? (
        <ImportFrameworkDialog
          companyId={companyId}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={(id) => go(frameworkPagePath(id))}
        />
      ) : null}
    </PageStack>
  );
}

/** One framework: its name and source, its coverage as a bar and its gaps. */
function FrameworkCard({
  framework,
  go,
}: {
  framework: FrameworkSummary;
  go: (path: string) => void;
}) {
  const { coverage } = framework;
  const headingId = `framework-${framework.id}`;
  return (
    <Item as="li" aria-labelledby={headingId} data-framework-id={framework.id}>
      <Head>
        <LayersIcon size={18} aria-hidden="true" />
        <Name id={headingId}>
          <AppLink to={frameworkPagePath(framework.id)} navigate={go}>
            {framework.name}
          </AppLink>
        </Name>
        <Badge $size="sm" $tone={framework.kind === 'custom' ? 'violet' : 'neutral'}>
          {framework.kind === 'custom' ? 'Your own' : 'Built-in'}
        </Badge>
      </Head>
      <MutedText>
        <FrameworkProvenance framework={framework} />
      </MutedText>
      <CoverageBar coverage={coverage} />
      <Facts>
        <span>
          <strong>{coveredPercent(coverage)}%</strong> covered: {coverage.withEvidence} of{' '}
          {coverage.applicable} applicable items with current evidence
        </span>
        <Gaps $none={coverage.gaps === 0}>
          {coverage.gaps === 0 ? 'No gaps' : `${coverage.gaps} gaps`}
          {coverage.overdue > 0 ? `, ${coverage.overdue} overdue` : ''}
          {coverage.lapsed > 0 ? `, ${coverage.lapsed} lapsed` : ''}
        </Gaps>
      </Facts>
    </Item>
  );
}

const List = styled(Grid)`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled(Card)`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  padding: 1.25rem 1.5rem;
  list-style: none;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  color: ${color('textMuted')};
`;

const Name = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${fontSize('md')};
  font-weight: 600;
  a {
    color: ${color('text')};
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.25rem 1rem;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
  strong {
    color: ${color('text')};
  }
`;

const Gaps = styled.span<{ $none: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.$none ? p.theme.tone.green.fg : p.theme.tone.red.fg)};
`;
