import type { ComponentPropsWithoutRef } from 'react';
import {
  RISK_SEVERITY_LABELS,
  RISK_SEVERITY_TONES,
  type RiskSeverity,
  type Tone,
} from '@portfolio/contracts';
import { Badge, type BadgeSize } from '@portfolio/ui';

export interface LabelledBadgeProps<V extends string> extends ComponentPropsWithoutRef<'span'> {
  value: V;
  /** Each value's colour. */
  tones: Readonly<Record<V, Tone>>;
  /** Each value's words. */
  labels: Readonly<Record<V, string>>;
  size?: BadgeSize;
}

/** A value of a kind that has a tone table and a label table: its label in its tone. */
export function LabelledBadge<V extends string>({
  value,
  tones,
  labels,
  size,
  ...rest
}: LabelledBadgeProps<V>) {
  return (
    <Badge $tone={tones[value]} $size={size} {...rest}>
      {labels[value]}
    </Badge>
  );
}

/**
 * A badge component for one kind of value, taken as its prop `key` (`state`, `tier`): a
 * `LabelledBadge` that also names the value in `data-<data>`, for tests to read.
 */
export function labelledBadge<K extends string, V extends string>(
  key: K,
  tables: Pick<LabelledBadgeProps<V>, 'tones' | 'labels'>,
  { data, size: defaultSize, title }: { data: string; size: BadgeSize; title?: string },
) {
  return function KindBadge(props: Record<K, V> & { size?: BadgeSize }) {
    const value = props[key];
    const attribute = { [`data-${data}`]: value };
    return (
      <LabelledBadge
        value={value}
        {...tables}
        size={props.size ?? defaultSize}
        title={title}
        {...attribute}
      />
    );
  };
}

export interface SeverityBadgeProps {
  severity: RiskSeverity;
  size?: BadgeSize;
}

/** A severity named in its colour ("High"), the tone also in `data-tone`. */
export function SeverityBadge({ severity, size = 'md' }: SeverityBadgeProps) {
  return (
    <Badge
      $tone={RISK_SEVERITY_TONES[severity]}
      $size={size}
      data-tone={RISK_SEVERITY_TONES[severity]}
    >
      {RISK_SEVERITY_LABELS[severity]}
    </Badge>
  );
}
