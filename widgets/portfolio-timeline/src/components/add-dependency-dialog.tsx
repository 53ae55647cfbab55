import { useState, type FormEvent } from 'react';
import type { TimelineProject } from '@portfolio/contracts';
import {
  Grid,
  Field,
  FormDialog,
  LinkIcon,
  mutationErrorMessage,
  Select,
  useFieldErrors,
  useToast,
  type FieldErrors,
} from '@portfolio/ui';
import { useAddDependency } from '../api/timeline';

type DependencyField = 'projectId' | 'dependsOnProjectId';

export interface AddDependencyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  companyId: string;
  projects: readonly TimelineProject[];
  initialProjectId: string | null;
}

/**
 * A finish-to-start dependency between two projects of the timeline: the first waits for the
 * second. A cycle is refused by the server, whose message (naming the projects) shows here.
 */
export function AddDependencyDialog({ open, ...props }: AddDependencyDialogProps) {
  return open ? <DependencyForm {...props} /> : null;
}

function DependencyForm({
  onOpenChange,
  companyId,
  projects,
  initialProjectId,
}: Omit<AddDependencyDialogProps, 'open'>) {
  const { toast } = useToast();
  const add = useAddDependency(companyId);
  const [projectId, setProjectId] = useState(initialProjectId ?? '');
  const [dependsOnProjectId, setDependsOnProjectId] = useState('');
  const { errors, accept } = useFieldErrors<DependencyField>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const byName = [...projects].sort((a, b) => a.name.localeCompare(b.name));
  const options = (except: string) =>
    byName.filter((p) => p.id !== except).map((p) => ({ value: p.id, label: p.name }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors<DependencyField> = {};
    if (!projectId) found.projectId = 'Please select the project that waits';
    if (!dependsOnProjectId) found.dependsOnProjectId = 'Please select the project it depends on';
    setRefusal(null);
    if (!accept(found)) return;
    add.mutate(
      { projectId, dependsOnProjectId },
      {
        onSuccess: (added) => {
          toast({ title: `${added.projectName} now depends on ${added.dependsOnProjectName}` });
          onOpenChange(false);
        },
        onError: (error) =>
          setRefusal(mutationErrorMessage(error, 'The dependency could not be added')),
      },
    );
  };

  return (
    <FormDialog
      onClose={() => onOpenChange(false)}
      title="Add Dependency"
      description="Finish-to-start: the first project starts once the second has finished."
      pending={add.isPending}
      onSubmit={submit}
      refusal={refusal}
      icon={<LinkIcon size={16} />}
      submitLabel="Add Dependency"
      pendingLabel="Adding..."
    >
      <Grid $gap="1rem">
        <Field label="Project" error={errors.projectId} required id="timeline-dependency-project">
          <Select
            value={projectId}
            onChange={(e) => setProjectId(e.target.value)}
            placeholder="Choose the project that waits"
            options={options(dependsOnProjectId)}
          />
        </Field>
        <Field
          label="Depends On"
          error={errors.dependsOnProjectId}
          required
          id="timeline-dependency-depends-on"
        >
          <Select
            value={dependsOnProjectId}
            onChange={(e) => setDependsOnProjectId(e.target.value)}
            placeholder="Choose the project it waits for"
            options={options(projectId)}
          />
        </Field>
      </Grid>
    </FormDialog>
  );
}
