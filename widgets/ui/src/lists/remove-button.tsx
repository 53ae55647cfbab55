import type { ComponentProps } from 'react';
import { IconButton, TrashIcon } from '@portfolio/ui';

export type RemoveButtonProps = Omit<ComponentProps<typeof IconButton>, 'children' | '$tone'> & {
  /** What it removes, for a screen reader ("Remove the link to PROJ-12"). */
  'aria-label': string;
};

/** The bin of a list's item: removes it (or asks first); left out of print. */
export function RemoveButton(props: RemoveButtonProps) {
  return (
    <IconButton $tone="danger" type="button" data-print-hide="" {...props}>
      <TrashIcon size={15} />
    </IconButton>
  );
}
