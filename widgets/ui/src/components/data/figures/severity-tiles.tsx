import styled from 'styled-components';
import {
  RISK_SEVERITIES,
  RISK_SEVERITY_LABELS,
  RISK_SEVERITY_TONES,
  type RiskList,
} from '@portfolio/contracts';
import { color, fontSize, radius, tone } from '../../../theme/theme';

export interface SeverityTilesProps {
  /** The risks counted by severity, as the risk list answers them. */
  counts: RiskList['counts'];
  /** The list's accessible name: `Open risks by severity`. */
  label: string;
}

/** One tile per risk severity, worst first, in its tone: its label and how many risks have it. */
export function SeverityTiles({ counts, label }: SeverityTilesProps) {
  return (
    <Tiles aria-label={label}>
      {RISK_SEVERITIES.map((severity) => (
        <Tile key={severity} $severity={severity} data-severity={severity}>
          <dt>{RISK_SEVERITY_LABELS[severity]}</dt>
          <dd>{counts[severity]}</dd>
        </Tile>
      ))}
    </Tiles>
  );
}

const Tiles = styled.dl`
  margin: 0;
  display: grid;
  /* Four in a row where they fit, else two by two: a label ("Critical") is never cut. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 6.75rem), 1fr));
  gap: 0.75rem;
`;

const Tile = styled.div<{ $severity: keyof typeof RISK_SEVERITY_TONES }>`
  padding: 0.75rem 1rem;
  border-radius: ${radius('md')};
  border: 1px solid ${(p) => tone(RISK_SEVERITY_TONES[p.$severity], 'border')(p)};
  background: ${(p) => tone(RISK_SEVERITY_TONES[p.$severity], 'bg')(p)};
  dt {
    font-size: ${fontSize('xs')};
    font-weight: 600;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${(p) => tone(RISK_SEVERITY_TONES[p.$severity], 'fg')(p)};
  }
  dd {
    margin: 0.125rem 0 0;
    font-size: ${fontSize('2xl')};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: ${color('text')};
  }
`;
