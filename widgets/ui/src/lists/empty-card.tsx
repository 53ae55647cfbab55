import { Card, EmptyState, type EmptyStateProps } from '@portfolio/ui';

/** A page's empty state on a card of its own, where a list of cards would stand. */
export function EmptyCard(props: EmptyStateProps) {
  return (
    <Card>
      <EmptyState {...props} />
    </Card>
  );
}
