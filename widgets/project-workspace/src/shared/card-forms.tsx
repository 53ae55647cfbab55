import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import {
  Button,
  PencilIcon,
  PlusIcon,
  mutationErrorMessage,
  useFieldErrors,
  useToast,
} from '@portfolio/ui';
import { useFormValues } from '@portfolio/ui/forms';
import { Footer, FormActions } from './list-card-parts';

/*
 * The forms of the project page's cards: an add form's values and problems, the add form at a
 * list card's foot, its Add button, the Cancel and Save of an item edited in place, and the
 * button opening a record's form.
 */

/**
 * An add form's text values and its problems, on the kit's `useFormValues` and `useFieldErrors`.
 * A change of a bound field drops the problems shown (they were about the text before it);
 * `accept` shows the problems found before a write (true when there are none), `refused` a
 * refused write (the API's field messages under their fields, else a toast saying `failure`),
 * and `saved` says a write in a toast and empties the form for the next item.
 */
export function useAddForm<Values extends Record<string, string>>(empty: Values, failure: string) {
  const { toast } = useToast();
  const { errors, accept, acceptFromServer, reset: dropErrors } = useFieldErrors();
  const { values, set, bind } = useFormValues(empty, dropErrors);
  return {
    values,
    errors,
    bind,
    accept,
    refused: (error: unknown) => {
      if (acceptFromServer(error)) return;
      toast({
        title: 'Error',
        description: mutationErrorMessage(error, failure),
        variant: 'destructive',
      });
    },
    saved: (title: string) => {
      toast({ title });
      for (const field of Object.keys(empty)) set(field, empty[field]!);
    },
  };
}

/** The Add button of a card's form ("Add Link"), saying "Adding..." while it saves. */
export function AddButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <FormActions>
      <Button type="submit" disabled={pending}>
        <PlusIcon size={14} />
        {pending ? 'Adding...' : children}
      </Button>
    </FormActions>
  );
}

/** Cancel and Save of an item edited in place. */
export function SaveOrCancel({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <FormActions>
      <Button $variant="outline" $size="sm" type="button" onClick={onCancel}>
        Cancel
      </Button>
      <Button $size="sm" type="submit" disabled={pending}>
        {pending ? 'Saving...' : 'Save'}
      </Button>
    </FormActions>
  );
}

/** Opens a record's form: "Fill in" until it is first saved, "Edit" after; left out of print. */
export function FillInButton({
  filled,
  primary = false,
  onClick,
}: {
  filled: boolean;
  primary?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      $variant={primary ? 'primary' : 'outline'}
      $size="sm"
      onClick={onClick}
      data-print-hide=""
    >
      <PencilIcon size={13} />
      {filled ? 'Edit' : 'Fill in'}
    </Button>
  );
}

/**
 * The add form at the foot of a list card (left out of print): its fields on one line once the
 * card is wide enough (`columns`, the last one its buttons'), one under another before.
 */
export function CardAddForm({
  label,
  columns,
  onSubmit,
  children,
}: {
  /** The form's accessible name ("Add a link"). */
  label: string;
  columns: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Footer data-print-hide="">
      <FieldsForm onSubmit={submit} aria-label={label} noValidate $columns={columns}>
        {children}
      </FieldsForm>
    </Footer>
  );
}

/**
 * A form's fields one under another, side by side in `$columns` once its container is `$wideAt`
 * wide (34rem unless given): a form is sized by its container, it cannot query its own width.
 */
export const FieldsForm = styled.form<{ $columns: string; $wideAt?: string }>`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @container (min-width: ${(p) => p.$wideAt ?? '34rem'}) {
    grid-template-columns: ${(p) => p.$columns};
  }
`;
