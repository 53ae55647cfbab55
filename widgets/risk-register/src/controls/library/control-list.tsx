import { useState } from 'react';
import styled from 'styled-components';
import {
  CONTROL_THEMES,
  EVIDENCE_STATES,
  ITEM_EVIDENCE_STATE_LABELS,
  formatCalendarDate,
  formatCount,
  LINKED_FRAMEWORK_IDS,
  type Control,
  type ControlList as ControlListData,
  type EvidenceState,
  controlPagePath,
} from '@portfolio/contracts';
import {
  AppLink,
  Card,
  PageHeader,
  PageStack,
  QueryView,
  color,
  fontSize,
  media,
  Spread,
  MutedText,
} from '@portfolio/ui';
import { labelledOptions } from '@portfolio/ui/forms';
import { FilterSelect } from '@portfolio/ui/toolbar';
import { GroupCard, GroupRows, SkeletonList } from '@portfolio/ui/lists';
import { useControls } from '../api';
import { ComplianceNav } from '../compliance-nav';
import { EvidenceBadge } from '@portfolio/ui/evidence';
import { LINKED_FRAMEWORK_SHORT_NAMES } from '../labels';
import { type PageProps } from '../paths';
import { ControlRef } from './control-ref';

/**
 * `/compliance/controls`: the company's controls by theme, each with the frameworks' items it
 * satisfies and its evidence; a control's page takes its evidence.
 */
export function ControlList({ companyId, go }: PageProps) {
  const controls = useControls(companyId);
  const [evidence, setEvidence] = useState<EvidenceState | undefined>();
  return (
    <PageStack>
      <PageHeader
        title="Controls"
        description="What the company does, once, to meet what several frameworks ask. Evidence attached to a control counts for every item it satisfies, and lapses everywhere at once."
      />
      <ComplianceNav current="controls" navigate={go} />
      <QueryView
        query={controls}
        errorTitle="The controls could not be loaded"
        pending={<SkeletonList label="Loading the controls" height="5rem" count={5} />}
      >
        {(data) => (
          <>
            <Spread $gap="0.75rem 1rem">
              <Provenance source={data.source} />
              <Filter>
                <FilterSelect
                  aria-label="Evidence"
                  value={evidence}
                  allLabel="Any evidence"
                  options={labelledOptions(EVIDENCE_STATES, ITEM_EVIDENCE_STATE_LABELS)}
                  onChange={setEvidence}
                />
              </Filter>
            </Spread>
            <Themes data={data} evidence={evidence} go={go} />
          </>
        )}
      </QueryView>
    </PageStack>
  );
}

function Provenance({ source }: { source: ControlListData['source'] }) {
  return (
    <MutedText title={source.method}>
      Library {source.version} by {source.publisher}; links checked{' '}
      {formatCalendarDate(source.checkedOn)}.
    </MutedText>
  );
}

function Themes({
  data,
  evidence,
  go,
}: {
  data: ControlListData;
  evidence: EvidenceState | undefined;
  go: (path: string) => void;
}) {
  const shown = data.controls.filter((c) => !evidence || c.evidence.state === evidence);
  if (shown.length === 0) {
    return (
      <Card>
        <Nothing>No control has {ITEM_EVIDENCE_STATE_LABELS[evidence!].toLowerCase()}.</Nothing>
      </Card>
    );
  }
  return (
    <>
      {CONTROL_THEMES.map((theme) => {
        const controls = shown.filter((c) => c.theme === theme.prefix);
        if (controls.length === 0) return null;
        const headingId = `theme-${theme.prefix}`;
        return (
          <GroupCard
            key={theme.prefix}
            headingId={headingId}
            title={theme.title}
            count={formatCount(controls.length, 'control')}
          >
            <GroupRows>
              {controls.map((control) => (
                <ControlRow key={control.id} control={control} go={go} />
              ))}
            </GroupRows>
          </GroupCard>
        );
      })}
    </>
  );
}

/** How many items of each framework a control satisfies: `ISO/IEC 42001 (4)`. */
function linkCounts(control: Control): string[] {
  const builtIn = LINKED_FRAMEWORK_IDS.flatMap((id) => {
    const n = control.links.filter((l) => l.framework === id).length;
    return n > 0 ? [`${LINKED_FRAMEWORK_SHORT_NAMES[id]} (${n})`] : [];
  });
  const custom = new Map<string, number>();
  for (const link of control.customLinks) {
    custom.set(link.frameworkName, (custom.get(link.frameworkName) ?? 0) + 1);
  }
  return [...builtIn, ...[...custom].map(([name, n]) => `${name} (${n})`)];
}

function ControlRow({ control, go }: { control: Control; go: (path: string) => void }) {
  const { evidence } = control;
  return (
    <Row data-control-id={control.id}>
      <Main>
        <Title>
          <ControlRef>{control.ref}</ControlRef>
          <AppLink to={controlPagePath(control.id)} navigate={go}>
            {control.title}
          </AppLink>
        </Title>
        <MutedText>{control.description}</MutedText>
        <Links aria-label={`Items ${control.ref} satisfies`}>
          {linkCounts(control).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Links>
      </Main>
      <Evidence>
        <EvidenceBadge state={evidence.state} />
        <span>
          {evidence.current + evidence.expired === 0
            ? 'Nothing attached'
            : [
                evidence.current > 0 ? `${evidence.current} current` : null,
                evidence.expired > 0 ? `${evidence.expired} expired` : null,
              ]
                .filter(Boolean)
                .join(', ')}
          {evidence.nextExpiry ? ` · until ${formatCalendarDate(evidence.nextExpiry)}` : ''}
        </span>
      </Evidence>
    </Row>
  );
}

const Filter = styled.div`
  width: 14rem;
`;

const Nothing = styled.p`
  margin: 0;
  padding: 1.25rem 1.5rem;
  color: ${color('textMuted')};
`;

const Row = styled.li`
  display: grid;
  gap: 0.5rem 1.5rem;
  padding: 0.875rem 1.25rem;
  border-top: 1px solid ${color('border')};
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) 13rem;
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: 0.25rem;
  min-width: 0;
`;

const Title = styled.h3`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.5rem;
  margin: 0;
  font-size: ${fontSize('sm')};
  font-weight: 600;
  a {
    color: ${color('text')};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.375rem;
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0.125rem 0.5rem;
    border-radius: ${(p) => p.theme.radius.full};
    background: ${color('surfaceSunken')};
    font-size: ${fontSize('xs')};
    color: ${color('text')};
  }
`;

const Evidence = styled.div`
  display: grid;
  gap: 0.25rem;
  justify-items: start;
  font-size: ${fontSize('xs')};
  color: ${color('textMuted')};
  ${media.md} {
    justify-items: end;
    text-align: right;
  }
`;
