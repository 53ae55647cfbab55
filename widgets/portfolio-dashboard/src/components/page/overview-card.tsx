import { type ReactNode } from 'react';
import { CardContent, TitledCard, type CardHeadingProps } from '@portfolio/ui';

/** A card of the dashboard, named by its heading (a region for screen readers). */
export function OverviewCard({
  children,
  ...heading
}: Omit<CardHeadingProps, 'titleId' | 'icon'> & { children: ReactNode }) {
  return (
    <TitledCard {...heading}>
      <CardContent>{children}</CardContent>
    </TitledCard>
  );
}
