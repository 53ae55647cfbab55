import type { ReactNode } from 'react';
import { TitledCard, type TitledCardProps } from '@portfolio/ui';
import { QueryRows, type QueryRowsProps } from '@portfolio/ui/lists';
import { Body } from './list-card-parts';

export type QueryCardProps<T> = Pick<
  TitledCardProps,
  'title' | 'icon' | 'description' | 'actions'
> &
  QueryRowsProps<T> & {
    /** The card's parts under the query's body: a titled section, a form, a footer. */
    after?: ReactNode;
    'data-testid'?: string;
  };

/**
 * A section's card whose body is one query's states (loading rows, a retryable error, the empty
 * note, then its content), with the parts that do not wait for that query under it.
 */
export function QueryCard<T>({
  title,
  icon,
  description,
  actions,
  after,
  'data-testid': testId,
  ...rows
}: QueryCardProps<T>) {
  return (
    <TitledCard
      title={title}
      icon={icon}
      description={description}
      actions={actions}
      data-testid={testId}
    >
      <Body>
        <QueryRows {...rows} />
      </Body>
      {after}
    </TitledCard>
  );
}
