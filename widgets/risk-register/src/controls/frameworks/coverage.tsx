import styled from 'styled-components';
import type { CoverageSummary, Tone } from '@portfolio/contracts';
import { color, fontSize } from '@portfolio/ui';

/** Of the applicable items, the share with current evidence, in whole percent. */
export const coveredPercent = ({ applicable, withEvidence }: CoverageSummary) =>
  applicable === 0 ? 100 : Math.floor((withEvidence / applicable) * 100);

const SEGMENTS: ReadonlyArray<{ key: keyof CoverageSummary; tone: Tone; label: string }> = [
  { key: 'withEvidence', tone: 'green', label: 'with current evidence' },
  { key: 'partial', tone: 'amber', label: 'partly evidenced' },
  { key: 'lapsed', tone: 'red', label: 'lapsed' },
];

/**
 * The applicable items as one bar: current evidence, partly evidenced and lapsed in their
 * colours, the rest (no evidence) the track; its name says the figures.
 */
export function CoverageBar({ coverage }: { coverage: CoverageSummary }) {
  const parts = SEGMENTS.map((s) => `${coverage[s.key]} ${s.label}`).join(', ');
  return (
    <Track
      role="img"
      aria-label={`Of ${coverage.applicable} applicable items: ${parts}, ${coverage.missing} without evidence`}
    >
      {SEGMENTS.map(({ key, tone }) =>
        coverage[key] > 0 && coverage.applicable > 0 ? (
          <Segment
            key={key}
            $tone={tone}
            style={{ width: `${(coverage[key] / coverage.applicable) * 100}%` }}
          />
        ) : null,
      )}
    </Track>
  );
}

/** The coverage in figures: applicable, with current evidence, lapsed, overdue, gaps. */
export function CoverageFigures({ coverage }: { coverage: CoverageSummary }) {
  const figures: ReadonlyArray<{ label: string; count: number; text?: string; tone?: Tone }> = [
    {
      label: 'Applicable',
      count: coverage.applicable,
      text: `${coverage.applicable} of ${coverage.items}`,
    },
    {
      label: 'Current evidence',
      count: coverage.withEvidence,
      text: `${coverage.withEvidence} (${coveredPercent(coverage)}%)`,
      tone: 'green',
    },
    { label: 'Partly', count: coverage.partial, tone: 'amber' },
    { label: 'Lapsed', count: coverage.lapsed, tone: 'red' },
    { label: 'Overdue', count: coverage.overdue, tone: 'red' },
    { label: 'Gaps', count: coverage.gaps },
  ];
  return (
    <Figures>
      {figures.map(({ label, count, text, tone }) => (
        <Figure key={label} data-figure={label}>
          <dt>{label}</dt>
          <Value $tone={count > 0 ? tone : undefined}>{text ?? count}</Value>
        </Figure>
      ))}
    </Figures>
  );
}

const Track = styled.div`
  display: flex;
  width: 100%;
  height: 0.5rem;
  border-radius: ${(p) => p.theme.radius.full};
  background: ${color('surfaceSunken')};
  overflow: hidden;
`;

const Segment = styled.span<{ $tone: Tone }>`
  height: 100%;
  background: ${(p) => p.theme.tone[p.$tone].solid};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: 0.75rem 1rem;
  margin: 0;
`;

const Figure = styled.div`
  display: grid;
  gap: 0.125rem;
  dt {
    font-size: ${fontSize('xs')};
    color: ${color('textMuted')};
  }
`;

const Value = styled.dd<{ $tone?: Tone }>`
  margin: 0;
  font-size: ${fontSize('lg')};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${(p) => (p.$tone ? p.theme.tone[p.$tone].fg : p.theme.color.text)};
`;
