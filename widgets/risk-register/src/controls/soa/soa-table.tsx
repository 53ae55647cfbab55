import styled from 'styled-components';
import {
  formatCalendarDate,
  SOA_STATUS_LABELS,
  type SoaEntry,
  type SoaStatus,
  type Tone,
} from '@portfolio/contracts';
import {
  Badge,
  IconButton,
  PencilIcon,
  useApi,
  usePrinting,
  color,
  fontSize,
  captionStyles,
} from '@portfolio/ui';
import { LabelledBadge } from '@portfolio/ui/badges';
import { EvidenceBadge, evidenceHref } from '@portfolio/ui/evidence';

const STATUS_TONES: Readonly<Record<SoaStatus, Tone>> = {
  not_started: 'neutral',
  planned: 'blue',
  in_progress: 'amber',
  implemented: 'green',
};

/** The evidence shown on screen per control; on paper, all of it. */
const EVIDENCE_SHOWN = 3;

/**
 * The Statement's entries by Annex A group, one row per control: whether it applies and why, its
 * implementation status, owner and evidence; with `onEdit`, a button to change an entry.
 */
export function SoaTable({
  entries,
  onEdit,
}: {
  entries: readonly SoaEntry[];
  onEdit?: (entry: SoaEntry) => void;
}) {
  const groups = [...new Set(entries.map((e) => e.group))];
  return (
    <Frame>
      <Table aria-label="Annex A controls">
        <colgroup>
          <col style={{ width: '23%' }} />
          <col style={{ width: '5.5rem' }} />
          <col style={{ width: '20%' }} />
          <col style={{ width: '12%' }} />
          <col style={{ width: '11%' }} />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Control</th>
            <th scope="col">Applies</th>
            <th scope="col">Justification</th>
            <th scope="col">Status</th>
            <th scope="col">Owner</th>
            <th scope="col">Evidence</th>
          </tr>
        </thead>
        {groups.map((group) => {
          const rows = entries.filter((e) => e.group === group);
          return (
            <tbody key={group} data-group={group}>
              <GroupRow>
                <th scope="rowgroup" colSpan={6}>
                  {group} {rows[0]!.groupTitle}
                </th>
              </GroupRow>
              {rows.map((entry) => (
                <EntryRow key={entry.ref} entry={entry} onEdit={onEdit} />
              ))}
            </tbody>
          );
        })}
      </Table>
    </Frame>
  );
}

function EntryRow({ entry, onEdit }: { entry: SoaEntry; onEdit?: (entry: SoaEntry) => void }) {
  return (
    <Row data-ref={entry.ref} data-applicable={entry.applicable}>
      <th scope="row">
        <Control>
          <Ref>{entry.ref}</Ref>
          {onEdit ? (
            <IconButton
              type="button"
              aria-label={`Edit ${entry.ref}`}
              onClick={() => onEdit(entry)}
              data-print-hide=""
            >
              <PencilIcon size={14} />
            </IconButton>
          ) : null}
        </Control>
        <span>{entry.title}</span>
      </th>
      <td>
        {entry.applicable ? (
          'Yes'
        ) : (
          <Badge $size="sm" $tone="slate">
            Excluded
          </Badge>
        )}
      </td>
      <td>{entry.justification || <Muted>{entry.applicable ? '—' : 'No justification'}</Muted>}</td>
      <td>
        {entry.applicable ? (
          <LabelledBadge
            value={entry.status}
            tones={STATUS_TONES}
            labels={SOA_STATUS_LABELS}
            size="sm"
          />
        ) : (
          <Muted>—</Muted>
        )}
      </td>
      <td>{entry.owner?.name ?? <Muted>No owner</Muted>}</td>
      <td>
        <EntryEvidence entry={entry} />
      </td>
    </Row>
  );
}

/** An entry's evidence: its state, then each piece with the control it is attached to. */
function EntryEvidence({ entry }: { entry: SoaEntry }) {
  const api = useApi();
  const printing = usePrinting();
  const shown = printing ? entry.evidence : entry.evidence.slice(0, EVIDENCE_SHOWN);
  if (entry.evidence.length === 0) {
    return entry.controls.length === 0 ? (
      <Muted>No control linked</Muted>
    ) : (
      <Muted>None on {entry.controls.map((c) => c.ref).join(', ')}</Muted>
    );
  }
  return (
    <Evidence>
      <EvidenceBadge state={entry.evidenceState} />
      <ul>
        {shown.map((e) => (
          <li key={e.id} data-expired={e.expired || undefined}>
            <span>{e.controlRef}</span>{' '}
            <a href={evidenceHref(e, api.config)} target="_blank" rel="noopener noreferrer">
              {e.title}
            </a>
            {e.expiresAt ? (
              <Until $expired={e.expired}>
                {' '}
                · {e.expired ? 'expired' : 'until'} {formatCalendarDate(e.expiresAt)}
              </Until>
            ) : null}
          </li>
        ))}
      </ul>
      {entry.evidence.length > shown.length ? (
        <Muted>And {entry.evidence.length - shown.length} more</Muted>
      ) : null}
    </Evidence>
  );
}

const Frame = styled.div`
  overflow-x: auto;
  border: 1px solid ${color('border')};
  border-radius: ${(p) => p.theme.radius.lg};
  background: ${color('surface')};
  @media print {
    overflow: visible;
    border: none;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 56rem;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${fontSize('sm')};
  th,
  td {
    padding: 0.625rem 0.75rem;
    text-align: left;
    vertical-align: top;
    overflow-wrap: break-word;
  }
  thead th {
    background: ${color('surfaceMuted')};
    ${captionStyles}
  }
  @media print {
    min-width: 0;
    font-size: 8.5pt;
    th,
    td {
      padding: 0.25rem 0.375rem;
      border: 0.5pt solid #999;
    }
    thead th {
      font-size: 7.5pt;
    }
    /* A status is its word on paper, in its colour; the evidence's state keeps its badge. */
    td > span {
      padding: 0;
      border: none;
      background: none;
      white-space: normal;
      font-size: inherit;
      &::before {
        display: none;
      }
    }
    td [data-evidence] {
      white-space: normal;
      print-color-adjust: exact;
      -webkit-print-color-adjust: exact;
    }
  }
`;

const GroupRow = styled.tr`
  th {
    background: ${color('surfaceSunken')};
    font-weight: 600;
    color: ${color('text')};
  }
  @media print {
    break-after: avoid;
  }
`;

const Row = styled.tr`
  border-top: 1px solid ${color('border')};
  th[scope='row'] {
    font-weight: 400;
  }
  th[scope='row'] > span:last-child {
    display: block;
  }
  @media print {
    break-inside: avoid;
  }
`;

const Control = styled.span`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem;
  button {
    margin: -0.375rem -0.25rem -0.25rem 0;
  }
`;

const Ref = styled.span`
  display: block;
  font-family: ${(p) => p.theme.font.mono};
  font-weight: 600;
`;

const Muted = styled.span`
  color: ${color('textMuted')};
`;

const Evidence = styled.div`
  display: grid;
  gap: 0.25rem;
  justify-items: start;
  ul {
    display: grid;
    gap: 0.125rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li > span:first-child {
    font-family: ${(p) => p.theme.font.mono};
    font-size: ${fontSize('xs')};
    color: ${color('textMuted')};
  }
`;

const Until = styled.span<{ $expired: boolean }>`
  color: ${(p) => (p.$expired ? p.theme.tone.red.fg : p.theme.color.textMuted)};
`;
