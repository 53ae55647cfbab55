import styled from 'styled-components';
import {
  LINK_STRENGTH_LABELS,
  type Control,
  type LinkStrength,
  CONTROLS_PAGE_PATH,
  frameworkPagePath,
} from '@portfolio/contracts';
import {
  AppLink,
  Badge,
  LinkIcon,
  PageHeader,
  PageStack,
  Td,
  TitledCard,
  DataTable,
  color,
  fontSize,
} from '@portfolio/ui';
import { DetailPageView } from '@portfolio/ui/pages';
import { useControls } from '../api';
import { EvidenceBadge } from '@portfolio/ui/evidence';
import { LINKED_FRAMEWORK_SHORT_NAMES } from '../labels';
import { type PageProps } from '../paths';
import { ControlEvidenceCard } from './control-evidence';
import { ControlRef } from './control-ref';

const RECORD_LABELS = {
  'gdpr-record': "a project's GDPR record",
  'dora-register': 'the DORA register',
} as const;

/** `/compliance/controls/{id}`: one control, the items it satisfies and its evidence. */
export function ControlDetail({ companyId, go, controlId }: PageProps & { controlId: string }) {
  const controls = useControls(companyId);
  return (
    <DetailPageView
      query={controls}
      back={{ to: CONTROLS_PAGE_PATH, label: 'All controls' }}
      navigate={go}
      noun="control"
    >
      {(data, back) => {
        // The list answers every control of the library; one missing from it is not in it.
        const found = data.controls.find((c) => c.id === controlId);
        return (
          <PageStack>
            {back}
            {found ? (
              <ControlView control={found} companyId={companyId} go={go} />
            ) : (
              <Missing role="alert">Control not found: it is not in the library.</Missing>
            )}
          </PageStack>
        );
      }}
    </DetailPageView>
  );
}

interface LinkRow {
  key: string;
  framework: string;
  to: string;
  ref: string;
  title: string | null;
  strength: LinkStrength;
  source: string;
}

function ControlView({
  control,
  companyId,
  go,
}: {
  control: Control;
  companyId: string;
  go: (path: string) => void;
}) {
  const rows: LinkRow[] = [
    ...control.links.map((l) => ({
      key: `${l.framework}-${l.ref}`,
      framework: LINKED_FRAMEWORK_SHORT_NAMES[l.framework],
      to: frameworkPagePath(l.framework),
      ref: l.ref,
      title: l.title,
      strength: l.strength,
      source: l.source,
    })),
    ...control.customLinks.map((l) => ({
      key: `${l.frameworkId}-${l.ref}`,
      framework: l.frameworkName,
      to: frameworkPagePath(l.frameworkId),
      ref: l.ref,
      title: l.title,
      strength: l.strength,
      source: `${l.frameworkName}, imported`,
    })),
  ];
  return (
    <>
      <PageHeader
        title={
          <>
            <ControlRef>{control.ref}</ControlRef> {control.title}
          </>
        }
        description={control.description}
      />
      <Facts>
        <EvidenceBadge state={control.evidence.state} size="md" />
        <span>{control.themeTitle}</span>
        {control.records.length > 0 ? (
          <span>
            Also documented in {control.records.map((r) => RECORD_LABELS[r]).join(' and ')}
          </span>
        ) : null}
      </Facts>
      <TitledCard
        title="What it satisfies"
        icon={<LinkIcon size={18} />}
        description="Each item with how much of it the control meets and the text it was read from."
      >
        <Scroll>
          <DataTable
            columns={['Framework', 'Item', 'Strength', 'Source']}
            rows={rows}
            rowKey={(r) => r.key}
            aria-label={`Items ${control.ref} satisfies`}
          >
            {(r) => (
              <>
                <Td>
                  <AppLink to={r.to} navigate={go}>
                    {r.framework}
                  </AppLink>
                </Td>
                <Td>
                  <ItemRef>{r.ref}</ItemRef>
                  {r.title ? <ItemTitle>{r.title}</ItemTitle> : null}
                </Td>
                <Td>
                  <Badge $size="sm" $tone={r.strength === 'direct' ? 'blue' : 'neutral'}>
                    {LINK_STRENGTH_LABELS[r.strength]}
                  </Badge>
                </Td>
                <Td $muted>{r.source}</Td>
              </>
            )}
          </DataTable>
        </Scroll>
      </TitledCard>
      <ControlEvidenceCard companyId={companyId} control={control} />
    </>
  );
}

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  font-size: ${fontSize('sm')};
  color: ${color('textMuted')};
`;

const Scroll = styled.div`
  overflow-x: auto;
  td {
    vertical-align: top;
  }
`;

const ItemRef = styled.span`
  display: block;
  font-family: ${(p) => p.theme.font.mono};
  font-weight: 600;
  white-space: nowrap;
`;

const ItemTitle = styled.span`
  display: block;
  color: ${color('textMuted')};
`;

const Missing = styled.p`
  margin: 0;
  color: ${color('danger')};
`;
