import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DEPARTMENTS, ProjectUpdateBody, type Project } from '@portfolio/contracts';
import { DialogActions, Dialog, useToast } from '@portfolio/ui';
import { useUpdateProject } from '../api/update-project';
import { changedFields, draftFromProject, type DraftField } from '../state/project-draft';
import { ProjectFields } from './project-fields';
import { useProjectDraft } from './use-project-draft';

export interface EditProjectDialogProps {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A field to bring into view and focus when it opens (the fix of a risk). */
  focusField?: DraftField;
}

/**
 * Edit Project: every field of the project with the edit form's departments; sends only what
 * changed, figures as decimal strings.
 */
export function EditProjectDialog({
  project,
  open,
  onOpenChange,
  focusField,
}: EditProjectDialogProps) {
  // Mounted per opening, so each opening starts from the project as it is now.
  return open ? (
    <EditProjectForm project={project} onOpenChange={onOpenChange} focusField={focusField} />
  ) : null;
}

function EditProjectForm({
  project,
  onOpenChange,
  focusField,
}: Omit<EditProjectDialogProps, 'open'>) {
  const fields = useRef<HTMLDivElement>(null);
  const idPrefix = `edit-${project.id}`;
  // After the dialog has put the focus on its first field: the field asked for takes it.
  useEffect(() => {
    if (!focusField) return;
    const timer = setTimeout(() => {
      const control = fields.current?.querySelector<HTMLElement>(
        `[id="${idPrefix}-${focusField}"]`,
      );
      control?.scrollIntoView?.({ block: 'center' });
      control?.focus();
    });
    return () => clearTimeout(timer);
  }, [focusField, idPrefix]);
  const { toast } = useToast();
  const update = useUpdateProject(project.id);
  const [original] = useState(() => draftFromProject(project));
  const { draft, errors, onChange, check } = useProjectDraft(() => original);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const body = changedFields(original, draft);
    if (!check(ProjectUpdateBody, body, event.currentTarget)) return;
    if (Object.keys(body).length === 0) {
      onOpenChange(false);
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        toast({ title: 'Project updated successfully!' });
        onOpenChange(false);
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Edit Project"
      description="Update the project's details, figures and compliance status."
      size="lg"
      pending={update.isPending}
      onSubmit={onSubmit}
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          pending={update.isPending}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
        />
      }
    >
      <FieldsFrame ref={fields}>
        <ProjectFields
          draft={draft}
          onChange={onChange}
          errors={errors}
          departments={DEPARTMENTS}
          variant="dialog"
          idPrefix={idPrefix}
        />
      </FieldsFrame>
    </Dialog>
  );
}

/** Holds the fields without a box of its own: the dialog lays them out as before. */
const FieldsFrame = styled.div`
  display: contents;
`;
