import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FULL_ALLOCATION_PERCENT, formatMonth } from '@portfolio/contracts';
import {
  Grid,
  AppLink,
  Field,
  FormDialog,
  Input,
  Select,
  useToast,
  type WidgetProps,
} from '@portfolio/ui';
import { useProjectNames, useSaveCell } from './api';
import type { OpenCell } from './people-card';

/** A typed percent: a whole number from 0 to 100 (blank is 0), or undefined when it is not. */
function percentOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= 100 ? value : undefined;
}

/**
 * What is behind one cell of the heat map: the person's share of the month on each project,
 * changed in place (0 removes it), and a share on another project added; saved project by
 * project.
 */
export function CellDialog({
  companyId,
  open: { person, month, behind },
  onClose,
  navigate,
}: {
  companyId: string;
  open: OpenCell;
  onClose: () => void;
  navigate: WidgetProps['navigate'];
}) {
  const { toast } = useToast();
  const save = useSaveCell(companyId);
  const projects = useProjectNames(companyId);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(behind.map((p) => [p.projectId, String(p.percent)])),
  );
  const [extraProject, setExtraProject] = useState('');
  const [extraPercent, setExtraPercent] = useState('');
  const [error, setError] = useState<string | null>(null);

  const choices = (projects.data ?? []).filter((p) => !behind.some((b) => b.projectId === p.id));
  const typed = [
    ...behind.map((p) => ({ projectId: p.projectId, text: values[p.projectId] ?? '' })),
    ...(extraProject ? [{ projectId: extraProject, text: extraPercent }] : []),
  ];
  const total = typed.reduce((sum, row) => sum + (percentOf(row.text) ?? 0), 0);
  const monthName = formatMonth(month, 'long');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.some((row) => percentOf(row.text) === undefined)) {
      setError('Each share is a whole percent from 0 to 100.');
      return;
    }
    setError(null);
    const shares = typed
      .map((row) => ({ projectId: row.projectId, percent: percentOf(row.text)! }))
      .filter(
        (row) =>
          row.projectId === extraProject ||
          behind.find((b) => b.projectId === row.projectId)?.percent !== row.percent,
      );
    if (shares.length === 0) {
      onClose();
      return;
    }
    save.mutate(
      { personId: person.personId, month, shares },
      {
        onSuccess: () => {
          toast({ title: 'Allocations saved', description: `${person.name}, ${monthName}` });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      onClose={onClose}
      title={`${person.name} · ${monthName}`}
      description="Their share of the month on each project, in percent of their time."
      pending={save.isPending}
      onSubmit={submit}
      submitLabel="Save"
      pendingLabel="Saving..."
    >
      <Grid $gap="0.875rem">
        {behind.length === 0 ? (
          <Quiet>No project has them this month yet.</Quiet>
        ) : (
          behind.map((project) => (
            <Row key={project.projectId}>
              <Project>
                <AppLink to={`/projects/${project.projectId}`} navigate={navigate}>
                  {project.projectName}
                </AppLink>
                <Quiet>{project.department}</Quiet>
              </Project>
              <Field label="Percent" id={`share-${project.projectId}`}>
                <Input
                  inputMode="numeric"
                  value={values[project.projectId] ?? ''}
                  onChange={(e) =>
                    setValues((current) => ({ ...current, [project.projectId]: e.target.value }))
                  }
                  aria-label={`${project.projectName}, percent`}
                />
              </Field>
            </Row>
          ))
        )}
        <Row>
          <Field label="Add a project" id="share-new-project">
            <Select
              placeholder={choices.length > 0 ? 'Choose a project' : 'No other project'}
              value={extraProject}
              onChange={(e) => setExtraProject(e.target.value)}
              options={choices.map((p) => ({ value: p.id, label: p.name }))}
              disabled={choices.length === 0}
            />
          </Field>
          <Field label="Percent" id="share-new-percent">
            <Input
              inputMode="numeric"
              value={extraPercent}
              onChange={(e) => setExtraPercent(e.target.value)}
              disabled={!extraProject}
              aria-label="New project, percent"
            />
          </Field>
        </Row>
        <TotalLine $over={total > FULL_ALLOCATION_PERCENT} data-testid="cell-total">
          {total}% of the month in all
          {total > FULL_ALLOCATION_PERCENT ? ' — over-allocated' : ''}
        </TotalLine>
        {error ? <Problem role="alert">{error}</Problem> : null}
      </Grid>
    </FormDialog>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 6.5rem;
  align-items: end;
  gap: 0.75rem;
`;

const Project = styled.div`
  display: grid;
  gap: 0.125rem;
  padding-bottom: 0.5rem;
  font-weight: 600;
  a {
    color: ${(p) => p.theme.color.primary};
  }
`;

const Quiet = styled.span`
  font-weight: 400;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.color.textMuted};
`;

const TotalLine = styled.p<{ $over: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${(p) => (p.$over ? p.theme.tone.red.fg : p.theme.color.text)};
`;

const Problem = styled.p`
  margin: 0;
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
