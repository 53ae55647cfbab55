import styled from 'styled-components';
import { formatDate, type SoaVersionSummary, soaVersionPagePath } from '@portfolio/contracts';
import {
  AppLink,
  ArchiveIcon,
  Badge,
  CardContent,
  TitledCard,
  color,
  MutedText,
} from '@portfolio/ui';
import { QueryList } from '@portfolio/ui/lists';
import { useSoaVersions } from '../api';

/** The published versions of the Statement, newest first; the one shown is marked. */
export function SoaVersions({
  companyId,
  shown,
  go,
}: {
  companyId: string;
  /** The version on the page; undefined on the draft. */
  shown?: number;
  go: (path: string) => void;
}) {
  const versions = useSoaVersions(companyId);
  return (
    <TitledCard
      title="Published versions"
      icon={<ArchiveIcon size={18} />}
      description="Each kept as it was published, with its date."
      data-print-hide=""
    >
      <CardContent>
        <QueryList
          query={versions}
          label="Published versions"
          loadingLabel="Loading the published versions"
          rowHeight="2.5rem"
          errorTitle="The published versions could not be loaded"
          empty="Nothing published yet: Publish keeps the Statement as it stands as version 1."
        >
          {(v) => <VersionRow key={v.number} version={v} current={v.number === shown} go={go} />}
        </QueryList>
      </CardContent>
    </TitledCard>
  );
}

function VersionRow({
  version,
  current,
  go,
}: {
  version: SoaVersionSummary;
  current: boolean;
  go: (path: string) => void;
}) {
  return (
    <Version data-version={version.number}>
      <AppLink
        to={soaVersionPagePath(version.number)}
        navigate={go}
        aria-current={current ? 'page' : undefined}
      >
        Version {version.number}
      </AppLink>
      {current ? (
        <Badge $size="sm" $tone="blue">
          Shown
        </Badge>
      ) : null}
      <MutedText as="span">
        Published {formatDate(version.publishedAt, 'long')} by {version.publishedBy.name} ·{' '}
        {version.applicable} applicable, {version.excluded} excluded
        {version.note ? ` · ${version.note}` : ''}
      </MutedText>
    </Version>
  );
}

const Version = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
  a {
    font-weight: 600;
    color: ${color('text')};
  }
`;
