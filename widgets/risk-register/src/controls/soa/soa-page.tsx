import { useState } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import {
  formatCalendarDate,
  formatDate,
  type Soa,
  type SoaEntry,
  FRAMEWORKS_PAGES,
} from '@portfolio/contracts';
import {
  AppLink,
  ArrowLeftIcon,
  Button,
  Card,
  PageHeader,
  PageStack,
  QueryView,
  ShieldCheckIcon,
  color,
  fontSize,
  tonedBox,
} from '@portfolio/ui';
import { ExportCsvButton, PrintButton } from '@portfolio/ui/toolbar';
import { SkeletonList } from '@portfolio/ui/lists';
import { useSoa, useSoaCsvUrl, useSoaVersions } from '../api';
import { ComplianceNav } from '../compliance-nav';
import { type PageProps } from '../paths';
import { PublishSoaDialog } from './publish-soa-dialog';
import { SoaEntryDialog } from './soa-entry-dialog';
import { SoaTable } from './soa-table';
import { SoaVersions } from './soa-versions';

/** Which Statement a line names: a published version with its date, or the draft of a day. */
export const soaEdition = (soa: Soa) =>
  soa.version
    ? `Version ${soa.version.number}, published ${formatDate(soa.version.publishedAt, 'long')}`
    : `Draft as of ${formatCalendarDate(soa.asOf, 'long')}, not published`;

/**
 * `/compliance/soa` (the draft) and `/compliance/soa/versions/{n}` (a published version): the
 * Statement of Applicability for ISO/IEC 42001, every Annex A control with whether it applies and
 * why, its status, owner and evidence. Admins edit the draft and publish it; everyone exports
 * it as CSV and prints it (A4 or Letter) with its version and date.
 */
export function SoaPage({ companyId, isAdmin, go, version }: PageProps & { version?: number }) {
  const soa = useSoa(companyId, version);
  const csv = useSoaCsvUrl(companyId, version);
  return (
    <Page>
      <PageHeader
        title="Statement of Applicability"
        description="ISO/IEC 42001 Annex A: every control, whether it applies and why, how far it is implemented, who owns it and the evidence of the company's controls that satisfy it."
        actions={
          <Actions data-print-hide="">
            <ExportCsvButton href={csv} />
            <PrintButton disabled={!soa.data} />
          </Actions>
        }
      />
      {version === undefined ? (
        <ComplianceNav current="soa" navigate={go} />
      ) : (
        <AppLink to={FRAMEWORKS_PAGES.soa.path} navigate={go} data-print-hide="">
          <ArrowLeftIcon size={14} /> The draft
        </AppLink>
      )}
      <QueryView
        query={soa}
        errorTitle="The Statement of Applicability could not be loaded"
        pending={
          <SkeletonList label="Loading the Statement of Applicability" height="5rem" count={4} />
        }
      >
        {(data) => <Statement soa={data} companyId={companyId} isAdmin={isAdmin} />}
      </QueryView>
      <SoaVersions companyId={companyId} shown={version} go={go} />
    </Page>
  );
}

function Statement({ soa, companyId, isAdmin }: Omit<PageProps, 'go'> & { soa: Soa }) {
  const [editing, setEditing] = useState<SoaEntry | null>(null);
  const [publishing, setPublishing] = useState(false);
  const versions = useSoaVersions(companyId);
  const draft = soa.version === null;
  const next = (versions.data?.[0]?.number ?? 0) + 1;
  const edition = soaEdition(soa);
  return (
    <>
      <PrintFooter $label={`${soa.company.name} · Statement of Applicability · ${edition}`} />
      <PrintHeading data-print-only="">
        <strong>Statement of Applicability</strong> · {soa.framework.publication} ·{' '}
        {soa.company.name}
        <br />
        {edition}
      </PrintHeading>
      <Edition $draft={draft} data-edition={soa.version?.number ?? 'draft'}>
        <ShieldCheckIcon size={18} aria-hidden="true" />
        <div>
          <strong>{edition}</strong>
          <span>
            {soa.version
              ? `By ${soa.version.publishedBy.name}${soa.version.note ? ` · ${soa.version.note}` : ''}. Kept as it was published: its evidence as of ${formatCalendarDate(soa.asOf)}.`
              : isAdmin
                ? 'Changes show here until you publish them as a new version.'
                : 'Changes show here until an admin publishes them as a new version.'}
          </span>
        </div>
        {draft && isAdmin ? (
          <Button onClick={() => setPublishing(true)} data-print-hide="">
            Publish version {next}
          </Button>
        ) : null}
      </Edition>
      <Summary data-soa-summary="">
        {(
          [
            ['Annex A controls', soa.summary.controls],
            ['Applicable', soa.summary.applicable],
            ['Excluded', soa.summary.excluded],
            ['Implemented', soa.summary.implemented],
            ['With current evidence', soa.summary.withEvidence],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Summary>
      <SoaTable entries={soa.entries} onEdit={draft && isAdmin ? setEditing : undefined} />
      <SoaEntryDialog companyId={companyId} entry={editing} onClose={() => setEditing(null)} />
      {draft && isAdmin ? (
        <PublishSoaDialog
          companyId={companyId}
          open={publishing}
          next={next}
          onClose={() => setPublishing(false)}
        />
      ) : null}
    </>
  );
}

/**
 * Paper, A4 or Letter: 15 mm margins leave at least 180 mm of width on either; each page's foot
 * names the Statement, its version and date, and the page.
 */
const PrintFooter = createGlobalStyle<{ $label: string }>`
  @media print {
    @page {
      margin: 15mm;
      @bottom-left {
        content: ${(p) => JSON.stringify(p.$label)};
        font: 8pt ${(p) => p.theme.font.sans};
        color: #555;
      }
      @bottom-right {
        content: "Page " counter(page) " of " counter(pages);
        font: 8pt ${(p) => p.theme.font.sans};
        color: #555;
      }
    }
  }
`;

const Page = styled(PageStack)`
  @media print {
    gap: 0.5rem;
    font-size: 9pt;
    section {
      box-shadow: none;
    }
    header p {
      font-size: 9pt;
    }
    h1 {
      font-size: 16pt;
    }
  }
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const PrintHeading = styled.p`
  margin: 0;
  padding-bottom: 0.375rem;
  border-bottom: 1px solid ${color('border')};
  font-size: 9pt;
`;

const Edition = styled(Card)<{ $draft: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  padding: 0.875rem 1.25rem;
  ${(p) => tonedBox(p.$draft ? 'amber' : 'blue')(p)}
  > div {
    flex: 1 1 16rem;
    display: grid;
    gap: 0.125rem;
  }
  span {
    font-size: ${fontSize('sm')};
  }
  @media print {
    display: none;
  }
`;

const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 2rem;
  margin: 0;
  div {
    display: grid;
    gap: 0.125rem;
  }
  dt {
    font-size: ${fontSize('xs')};
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
    font-size: ${fontSize('lg')};
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  @media print {
    gap: 0.25rem 1.25rem;
    dd {
      font-size: 10pt;
    }
  }
`;
