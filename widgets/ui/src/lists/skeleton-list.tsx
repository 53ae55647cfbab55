import { Grid, Skeleton } from '@portfolio/ui';

export interface SkeletonListProps {
  /** What is loading, for screen readers ("Loading the risks"). */
  label: string;
  /** How many rows stand in for the list; 3 unless given. */
  count?: number;
  /** One row's height, about that of a loaded row. */
  height: string;
  /** Space between the rows; 0.875rem unless given. */
  gap?: string;
}

/** A list's place while it loads: a busy status region of skeleton rows shaped like its items. */
export function SkeletonList({ label, count = 3, height, gap = '0.875rem' }: SkeletonListProps) {
  return (
    <Grid role="status" aria-busy="true" aria-label={label} $gap={gap}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} $height={height} $radius="12px" />
      ))}
    </Grid>
  );
}
