import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Card, CardHeading, type CardHeadingProps } from '../display/card';

export type TitledCardProps = Omit<CardHeadingProps, 'titleId'> &
  Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
    /** Under the heading: a `CardContent`, or a table or list that runs to the card's edges. */
    children: ReactNode;
  };

/**
 * A card named by its heading: screen readers list it as a region by its title, with an id of
 * its own so two cards on one page never share one.
 */
export function TitledCard({
  title,
  icon,
  description,
  actions,
  children,
  ...card
}: TitledCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} {...card}>
      <CardHeading
        titleId={titleId}
        title={title}
        icon={icon}
        description={description}
        actions={actions}
      />
      {children}
    </Card>
  );
}
