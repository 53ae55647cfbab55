import type { FormEvent, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { bareFieldset } from '@portfolio/ui/choices';

export interface ProjectPageFormProps {
  /** The form's name for assistive technology. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While the request runs, every control is disabled. */
  pending: boolean;
  /** The buttons after the fields, at the end of the line. */
  actions: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A project's form on a page (the create page, the intake form): its sections, then its actions.
 * The draft's own checks speak for the fields, so the browser's are off.
 */
export function ProjectPageForm({
  label,
  onSubmit,
  pending,
  actions,
  children,
  ref,
}: ProjectPageFormProps) {
  return (
    <form ref={ref} noValidate onSubmit={onSubmit} aria-label={label}>
      <Fieldset disabled={pending}>
        {children}
        <Actions>{actions}</Actions>
      </Fieldset>
    </form>
  );
}

const Fieldset = styled.fieldset`
  ${bareFieldset}
  display: grid;
  gap: 1.25rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  padding-top: 0.25rem;
`;
