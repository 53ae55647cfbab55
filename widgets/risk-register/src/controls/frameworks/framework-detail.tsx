import { useState } from 'react';
import styled from 'styled-components';
import {
  formatCount,
  SOA_FRAMEWORK_ID,
  type FrameworkCoverage,
  type ItemCoverage,
  FRAMEWORKS_PAGES,
} from '@portfolio/contracts';
import {
  AppLink,
  Button,
  Card,
  CardContent,
  ConfirmDialog,
  FileTextIcon,
  PageHeader,
  PageStack,
  TrashIcon,
  color,
  fontSize,
  useToast,
} from '@portfolio/ui';
import { DetailPageView } from '@portfolio/ui/pages';
import { SearchField } from '@portfolio/ui/toolbar';
import { GroupCard, GroupRows } from '@portfolio/ui/lists';
import { useDeleteFramework, useFramework } from '../api';
import { type PageProps } from '../paths';
import { CoverageBar, CoverageFigures } from './coverage';
import { FrameworkItem } from './framework-item';
import { FrameworkProvenance } from './provenance';

/** The sections of a framework's items, gaps first, in the order the API sorts them. */
const SECTIONS = [
  {
    key: 'gaps',
    title: 'Gaps and overdue items',
    empty: 'No gaps: every applicable item has current evidence and nothing is overdue.',
    has: (i: ItemCoverage) => i.applicable && (i.evidence !== 'current' || i.overdue),
  },
  {
    key: 'covered',
    title: 'Covered',
    empty: 'No item has current evidence yet.',
    has: (i: ItemCoverage) => i.applicable && i.evidence === 'current' && !i.overdue,
  },
  {
    key: 'not-applicable',
    title: 'Not applicable',
    empty: null,
    has: (i: ItemCoverage) => !i.applicable,
  },
] as const;

/** `/compliance/frameworks/{id}`: one framework's coverage item by item, the gaps first. */
export function FrameworkDetail({
  companyId,
  isAdmin,
  go,
  frameworkId,
}: PageProps & { frameworkId: string }) {
  const framework = useFramework(companyId, frameworkId);
  return (
    <DetailPageView
      query={framework}
      back={{ to: FRAMEWORKS_PAGES.frameworks.path, label: 'All frameworks' }}
      navigate={go}
      noun="framework"
    >
      {(data, back) => (
        <PageStack>
          {back}
          <FrameworkView framework={data} companyId={companyId} isAdmin={isAdmin} go={go} />
        </PageStack>
      )}
    </DetailPageView>
  );
}

function FrameworkView({
  framework,
  companyId,
  isAdmin,
  go,
}: PageProps & { framework: FrameworkCoverage }) {
  const [search, setSearch] = useState('');
  const [deleting, setDeleting] = useState(false);
  const groups = new Map(framework.groups.map((g) => [g.ref, g.title]));
  const wanted = search.trim().toLowerCase();
  const items = wanted
    ? framework.items.filter((i) => `${i.ref} ${i.title}`.toLowerCase().includes(wanted))
    : framework.items;
  return (
    <>
      <PageHeader
        title={framework.name}
        description={<FrameworkProvenance framework={framework} linked />}
        actions={
          <>
            {framework.id === SOA_FRAMEWORK_ID ? (
              <Button as={AppLink} to={FRAMEWORKS_PAGES.soa.path} navigate={go} $variant="outline">
                <FileTextIcon size={15} />
                Statement of Applicability
              </Button>
            ) : null}
            {isAdmin && framework.kind === 'custom' ? (
              <Button $variant="destructive" onClick={() => setDeleting(true)}>
                <TrashIcon size={15} />
                Delete framework
              </Button>
            ) : null}
          </>
        }
      />
      <Card aria-label="Coverage">
        <Coverage>
          <CoverageBar coverage={framework.coverage} />
          <CoverageFigures coverage={framework.coverage} />
        </Coverage>
      </Card>
      <SearchField
        aria-label="Find an item"
        placeholder="Find an item by number or title"
        value={search}
        onChange={setSearch}
      />
      {SECTIONS.map((section) => {
        const shown = items.filter(section.has);
        if (shown.length === 0 && (section.empty === null || wanted)) return null;
        const headingId = `items-${section.key}`;
        return (
          <GroupCard
            key={section.key}
            headingId={headingId}
            title={section.title}
            count={formatCount(shown.length, 'item')}
            data-section={section.key}
          >
            {shown.length === 0 ? (
              <Empty>{section.empty}</Empty>
            ) : (
              <GroupRows>
                {shown.map((item) => (
                  <FrameworkItem
                    key={item.ref}
                    item={item}
                    groupTitle={groups.get(item.group)}
                    go={go}
                  />
                ))}
              </GroupRows>
            )}
          </GroupCard>
        );
      })}
      {isAdmin && framework.kind === 'custom' ? (
        <DeleteFramework
          companyId={companyId}
          framework={framework}
          open={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={() => go(FRAMEWORKS_PAGES.frameworks.path)}
        />
      ) : null}
    </>
  );
}

function DeleteFramework({
  companyId,
  framework,
  open,
  onClose,
  onDeleted,
}: {
  companyId: string;
  framework: FrameworkCoverage;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { toast } = useToast();
  const remove = useDeleteFramework(companyId);
  return (
    <ConfirmDialog
      open={open}
      title="Delete framework"
      question={`Delete "${framework.name}" with its ${formatCount(framework.coverage.items, 'item')}?`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(framework.id, {
          onSuccess: () => {
            toast({
              title: 'Framework deleted',
              description: `${framework.name} is gone; your controls and their evidence stay.`,
            });
            onDeleted();
          },
          onSettled: onClose,
        })
      }
    >
      The controls and their evidence stay: only this framework's items and their links go.
    </ConfirmDialog>
  );
}

const Coverage = styled(CardContent)`
  display: grid;
  gap: 1rem;
`;

const Empty = styled.p`
  margin: 0;
  padding: 0 1.25rem 1rem;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;
