import { INCIDENT_REGIMES, INCIDENT_REGIME_LABELS, type IncidentRegime } from './clock-rules';
import type { Incident, IncidentClock } from './incidents';

/**
 * The columns of the incident register's CSV export, one row per incident: what the BFF writes
 * (through its CSV writer and its guard against formula injection) and the mocks answer.
 * Instants are UTC ISO 8601; each regime's clocks are one cell for their deadlines and one for
 * their reports, a clock by its article.
 */

/** An incident as the export reads it: its list row and how many reports it has. */
export type IncidentCsvRow = Incident & { reportCount: number };

export interface IncidentCsvColumn {
  header: string;
  value: (incident: IncidentCsvRow) => string | number | null;
}

const utc = (instant: string | null) => (instant === null ? null : new Date(instant).toISOString());

/** "Article 33(1) 2026-03-04T09:30:00.000Z"; a clock with no figure says why it has none. */
const dueOf = (clock: IncidentClock) =>
  `${clock.article} ${
    clock.dueAt !== null
      ? utc(clock.dueAt)
      : clock.state === 'waiting'
        ? 'waiting for an earlier report'
        : clock.wording
  }`;

/** "Article 33(1) 2026-03-03T18:00:00.000Z (met)". */
const submittedOf = (clock: IncidentClock) =>
  clock.submittedAt === null ? null : `${clock.article} ${utc(clock.submittedAt)} (${clock.state})`;

const ofRegime = (
  incident: IncidentCsvRow,
  regime: IncidentRegime,
  text: (clock: IncidentClock) => string | null,
) =>
  incident.clocks
    .filter((clock) => clock.regime === regime)
    .flatMap((clock) => text(clock) ?? [])
    .join('; ') || null;

export const INCIDENT_CSV_COLUMNS: readonly IncidentCsvColumn[] = [
  { header: 'Title', value: (i) => i.title },
  { header: 'Project', value: (i) => i.project?.name ?? null },
  { header: 'Severity', value: (i) => i.severity },
  { header: 'Status', value: (i) => i.status },
  { header: 'Aware At (UTC)', value: (i) => utc(i.awareAt) },
  { header: 'Occurred At (UTC)', value: (i) => utc(i.occurredAt) },
  { header: 'Owner', value: (i) => i.owner?.name ?? null },
  { header: 'Next Deadline (UTC)', value: (i) => utc(i.nextDueAt) },
  ...INCIDENT_REGIMES.flatMap((regime): IncidentCsvColumn[] => [
    {
      header: `${INCIDENT_REGIME_LABELS[regime]} Due (UTC)`,
      value: (i) => ofRegime(i, regime, dueOf),
    },
    {
      header: `${INCIDENT_REGIME_LABELS[regime]} Submitted (UTC)`,
      value: (i) => ofRegime(i, regime, submittedOf),
    },
  ]),
  { header: 'Reports', value: (i) => i.reportCount },
];

/** `incidents-2026-11-28.csv`, dated in UTC. */
export const incidentsFileName = (now = new Date()) =>
  `incidents-${now.toISOString().slice(0, 10)}.csv`;
