import type { ReactNode } from 'react';
import styled from 'styled-components';
import { IconTile } from '../../display/icon-tile';
import type { Tone } from '@portfolio/contracts';
import { Card } from '../../display/card';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** A line under the value. */
  hint?: ReactNode;
  icon?: ReactNode;
  /** Colour of the icon's circle. */
  tone?: Tone;
  /** A small badge next to the label, e.g. a trend. */
  trend?: ReactNode;
}

/** One headline figure. */
export function StatCard({ label, value, hint, icon, tone = 'violet', trend }: StatCardProps) {
  return (
    <Card $padded>
      <Top>
        <Label>{label}</Label>
        {icon ? (
          <IconCircle $tone={tone} aria-hidden="true">
            {icon}
          </IconCircle>
        ) : null}
      </Top>
      <Value>{value}</Value>
      {hint || trend ? (
        <Bottom>
          {trend}
          {hint ? <Hint>{hint}</Hint> : null}
        </Bottom>
      ) : null}
    </Card>
  );
}

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const Label = styled.p`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 500;
  color: ${(p) => p.theme.color.textMuted};
`;

const IconCircle = styled(IconTile)`
  font-size: 1.125rem;
`;

const Value = styled.p`
  margin-top: 0.75rem;
  font-size: ${(p) => p.theme.fontSize['3xl']};
  font-weight: 700;
  letter-spacing: -0.025em;
  line-height: 1.1;
  font-variant-numeric: tabular-nums;
`;

const Bottom = styled.div`
  margin-top: 0.5rem;
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const Hint = styled.span`
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.color.textMuted};
`;
