import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DEPARTMENTS,
  ProjectUpdateBody,
  type CompanyEvent,
  type Project,
} from '@portfolio/contracts';
import {
  Button,
  FormDialog,
  InfoIcon,
  RefreshIcon,
  mutationErrorMessage,
  tonedBox,
  useCompanyEvent,
  useToast,
} from '@portfolio/ui';
import { useUpdateProject } from '../api/update-project';
import { ActivationRefusal, useActivationRefusal } from '../compliance/fria/activation-refusal';
import {
  changedFields,
  draftFromProject,
  type DraftField,
  type ProjectDraft,
} from '@portfolio/ui/project-form';
import { ProjectFields, type DerivedStatuses } from '@portfolio/ui/project-form';
import { useProjectDraft } from '@portfolio/ui/project-form';

export interface EditProjectDialogProps {
  /** The project as the page has it now: it follows changes others make while the dialog is open. */
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A field to bring into view and focus when it opens (the fix of a risk). */
  focusField?: DraftField;
  /** The signed-in user: a change of their own (saved from another tab) needs no notice. */
  userId?: string | null;
  /** The compliance statuses that follow from the project's records, not picked by hand. */
  derived?: DerivedStatuses;
  /** The signed-in user is an admin of the project's company: they may move it to Active anyway. */
  admin?: boolean;
}

/**
 * Edit Project: every field of the project with the edit form's departments; sends only what
 * changed, figures as decimal strings. When someone else changes the project meanwhile (the
 * company event stream says so), a notice names them and offers to reload the fields they
 * changed; what the user typed stays until they choose to.
 */
export function EditProjectDialog({ open, ...form }: EditProjectDialogProps) {
  // Mounted per opening, so each opening starts from the project as it is now.
  return open ? <EditProjectForm {...form} /> : null;
}

/** Whether an event is a change of this project by someone other than the user. */
const changedByOther = (event: CompanyEvent, project: Project, userId?: string | null) =>
  event.id === project.id &&
  event.type.startsWith('project.') &&
  !(event.actor.type === 'user' && event.actor.id === userId);

function EditProjectForm({
  project,
  onOpenChange,
  focusField,
  userId,
  derived,
  admin = false,
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
  // What the form started from: the project at opening, or as last reloaded.
  const [base, setBase] = useState(() => ({
    draft: draftFromProject(project),
    updatedAt: project.updatedAt,
  }));
  const { draft, errors, onChange, assign, check } = useProjectDraft(() => base.draft);
  const [changedBy, setChangedBy] = useState<string | null>(null);
  // A move to Active the project's FRIA holds back: said here, with an admin's way through.
  const fria = useActivationRefusal(admin);

  useCompanyEvent(project.companyId, (event) => {
    if (changedByOther(event, project, userId)) setChangedBy(event.actor.label);
  });
  // The event arrives first; the project's new values once the page has read it again.
  const reloadable = project.updatedAt !== base.updatedAt;

  const reload = () => {
    const latest = draftFromProject(project);
    // The fields the other person changed take their values; the rest keep what was typed.
    const changed = (Object.keys(latest) as DraftField[]).filter(
      (field) => latest[field] !== base.draft[field],
    );
    assign(Object.fromEntries(changed.map((f) => [f, latest[f]])) as Partial<ProjectDraft>);
    setBase({ draft: latest, updatedAt: project.updatedAt });
    setChangedBy(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const body = changedFields(base.draft, draft);
    if (!check(ProjectUpdateBody, body, event.currentTarget)) return;
    if (Object.keys(body).length === 0) {
      onOpenChange(false);
      return;
    }
    const sent = fria.bodyWith(body);
    if (!sent) return;
    update.mutate(sent, {
      onSuccess: () => {
        toast({ title: 'Project updated successfully!' });
        onOpenChange(false);
      },
      onError: (error) => {
        if (fria.accept(error)) return;
        toast({
          title: 'Error',
          description: mutationErrorMessage(error, 'Failed to update project'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <FormDialog
      onClose={() => onOpenChange(false)}
      title="Edit Project"
      description="Update the project's details, figures and compliance status."
      size="lg"
      pending={update.isPending}
      onSubmit={onSubmit}
      notice={
        <>
          {draft.status === 'active' ? (
            <ActivationRefusal state={fria} admin={admin} idPrefix={idPrefix} />
          ) : null}
          {changedBy !== null ? (
            <ChangedNotice role="status" data-testid="project-changed-notice">
              <InfoIcon size={18} aria-hidden="true" />
              <p>
                <strong>This project was changed by {changedBy} while you were editing.</strong>
                <span>
                  Reload the fields they changed to see the new values; what you typed in the other
                  fields stays.
                </span>
              </p>
              <Button
                type="button"
                $variant="outline"
                $size="sm"
                onClick={reload}
                disabled={!reloadable}
              >
                <RefreshIcon size={14} />
                Reload fields
              </Button>
            </ChangedNotice>
          ) : null}
        </>
      }
      submitLabel="Save Changes"
      pendingLabel="Saving..."
    >
      <FieldsFrame ref={fields}>
        <ProjectFields
          draft={draft}
          onChange={onChange}
          errors={errors}
          departments={DEPARTMENTS}
          variant="dialog"
          idPrefix={idPrefix}
          derived={derived}
        />
      </FieldsFrame>
    </FormDialog>
  );
}

/** Holds the fields without a box of its own: the dialog lays them out as before. */
const FieldsFrame = styled.div`
  display: contents;
`;

const ChangedNotice = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  ${tonedBox('blue')}
  border-radius: ${(p) => p.theme.radius.lg};
  > svg {
    flex-shrink: 0;
  }
  p {
    flex: 1;
    display: grid;
    gap: 0.125rem;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  span {
    color: ${(p) => p.theme.color.textMuted};
  }
`;
