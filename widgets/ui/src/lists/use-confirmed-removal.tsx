import { useState } from 'react';
import { ConfirmDialog, useToast } from '@portfolio/ui';

export interface ConfirmedRemovalOptions<T> {
  /** The dialog's title ("Delete milestone"). */
  title: string;
  /** The question about the item ("Delete the milestone "Pilot"?"). */
  question: (item: T) => string;
  /** The toast once it is gone ("Milestone deleted"). */
  done: string;
  /** "Delete" unless given ("Remove"). */
  confirmLabel?: string;
  /** "Deleting..." unless given. */
  pendingLabel?: string;
}

/** The delete mutation of a list's items, by id. */
export interface RemoveMutation {
  mutate: (id: string, options: { onSuccess: () => void; onSettled: () => void }) => void;
  isPending: boolean;
}

/**
 * Removing an item of a list after asking: `ask(item)` opens the dialog, which removes it on
 * confirm (the toast `done` says it went) and closes once the removal settles.
 */
export function useConfirmedRemoval<T extends { id: string }>(
  remove: RemoveMutation,
  {
    title,
    question,
    done,
    confirmLabel = 'Delete',
    pendingLabel = 'Deleting...',
  }: ConfirmedRemovalOptions<T>,
) {
  const { toast } = useToast();
  const [asked, setAsked] = useState<T | null>(null);
  const confirm = () => {
    if (!asked) return;
    remove.mutate(asked.id, {
      onSuccess: () => toast({ title: done }),
      onSettled: () => setAsked(null),
    });
  };
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title={title}
      question={asked ? question(asked) : undefined}
      confirmLabel={confirmLabel}
      pendingLabel={pendingLabel}
      pending={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setAsked(null)}
    />
  );
  return { ask: setAsked, dialog };
}
