import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardHeading, type CardHeadingProps } from '@portfolio/ui';

/** A card of the dashboard, named by its heading (a region for screen readers). */
export function OverviewCard({
  children,
  ...heading
}: Omit<CardHeadingProps, 'titleId' | 'icon'> & { children: ReactNode }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeading titleId={titleId} {...heading} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
