import styled from 'styled-components';
import type { Tone } from '@portfolio/contracts';

export interface ProgressBarProps {
  /** 0 to `max`; clamped. */
  value: number;
  max?: number;
  /** The accessible name, e.g. "Active projects". */
  label: string;
  /** Colour of the filled part; the primary colour unless given. */
  tone?: Tone;
  size?: 'sm' | 'md';
}

export function ProgressBar({ value, max = 100, label, tone, size = 'md' }: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max === 0 ? 0 : (clamped / max) * 100;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      $size={size}
    >
      <Fill $tone={tone} style={{ width: `${percent}%` }} />
    </Track>
  );
}

const Track = styled.div<{ $size: 'sm' | 'md' }>`
  width: 100%;
  height: ${(p) => (p.$size === 'sm' ? '0.375rem' : '0.5rem')};
  border-radius: ${(p) => p.theme.radius.full};
  background: ${(p) => p.theme.color.surfaceSunken};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: Tone | undefined }>`
  height: 100%;
  border-radius: inherit;
  background: ${(p) =>
    p.$tone
      ? p.theme.tone[p.$tone].solid
      : `linear-gradient(90deg, ${p.theme.color.primary}, ${p.theme.color.accent})`};
  transition: width 400ms cubic-bezier(0.2, 0.8, 0.2, 1);
`;
