import { useState, type ReactNode } from 'react';
import { ConfirmDialog, useToast, type ToastOptions } from '@portfolio/ui';

export interface ConfirmedRemovalOptions<T> {
  /** The dialog's title ("Delete milestone"). */
  title: string;
  /** The question about the item ("Delete the milestone "Pilot"?"). */
  question: (item: T) => string;
  /** What the dialog says under the question about the item (what stays, what follows). */
  details?: (item: T) => ReactNode;
  /**
   * The toast once it is gone: its title ("Milestone deleted"), or a toast made from the item
   * when it names it ("Member removed", "Ada no longer has access").
   */
  done: string | ((item: T) => Pick<ToastOptions, 'title' | 'description'>);
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
    details,
    done,
    confirmLabel = 'Delete',
    pendingLabel = 'Deleting...',
  }: ConfirmedRemovalOptions<T>,
) {
  const { toast } = useToast();
  const [asked, setAsked] = useState<T | null>(null);
  const confirm = () => {
    if (!asked) return;
    const item = asked;
    remove.mutate(item.id, {
      onSuccess: () => toast(typeof done === 'string' ? { title: done } : done(item)),
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
    >
      {asked && details ? details(asked) : null}
    </ConfirmDialog>
  );
  return { ask: setAsked, dialog };
}
