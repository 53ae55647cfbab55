import {
  RISK_SEVERITIES,
  RISK_SEVERITY_LABELS,
  RISK_SEVERITY_TONES,
  type RiskList,
} from '@portfolio/contracts';
import { CountTiles } from './count-tiles';

export interface SeverityTilesProps {
  /** The risks counted by severity, as the risk list answers them. */
  counts: RiskList['counts'];
  /** The list's accessible name: `Open risks by severity`. */
  label: string;
}

/** One tile per risk severity, worst first, in its tone: its label and how many risks have it. */
export function SeverityTiles({ counts, label }: SeverityTilesProps) {
  return (
    <CountTiles
      label={label}
      data="severity"
      tiles={RISK_SEVERITIES.map((severity) => ({
        key: severity,
        label: RISK_SEVERITY_LABELS[severity],
        count: counts[severity],
        tone: RISK_SEVERITY_TONES[severity],
      }))}
    />
  );
}
