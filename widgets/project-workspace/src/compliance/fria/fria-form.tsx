import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  FRIA_LIMITS,
  FRIA_PARTS,
  ProjectFriaBody,
  friaPartName,
  type FriaPartKey,
  type ProjectFria,
} from '@portfolio/contracts';
import { Button, Field, Textarea } from '@portfolio/ui';
import { useSaveProjectFria } from '../../api/fria';
import { FormGrid } from '../compliance-record-parts';
import { useRecordSave, type RecordFormProps } from '../record-card';
import { Note, sourceNote } from './fria-parts';
import { projectScope } from '../../shared/project-scope';

const draftOf = (fria: ProjectFria) =>
  Object.fromEntries(fria.parts.map((part) => [part.key, part.text])) as ProjectFriaBody;

/**
 * The six parts of Article 27(1) as a form: each pre-filled where the records say something of
 * it, with where that came from, and what the records say now offered beside a part written
 * otherwise. Saved whole; a part may stay blank until the approval.
 */
export function FriaForm({ project, record: fria, onDone }: RecordFormProps<ProjectFria>) {
  const save = useSaveProjectFria(projectScope(project));
  const [draft, setDraft] = useState(() => draftOf(fria));
  const { errors, submit } = useRecordSave<ProjectFriaBody, ProjectFria, FriaPartKey>(
    ProjectFriaBody,
    save,
    { record: 'FRIA', savedTitle: () => 'FRIA saved', onDone },
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft);
  };
  const id = (key: FriaPartKey) => `fria-${project.id}-${key}`;

  return (
    <form onSubmit={onSubmit} aria-label="Fundamental rights impact assessment">
      <FormGrid disabled={save.isPending}>
        {FRIA_PARTS.map(({ key, asks }) => {
          const part = fria.parts.find((p) => p.key === key)!;
          const kept = draft[key] === part.text;
          const offered = part.prefill && draft[key] !== part.prefill.text ? part.prefill : null;
          return (
            <Field
              key={key}
              id={id(key)}
              label={friaPartName(key)}
              error={errors[key]}
              hint={
                <>
                  {asks}.{' '}
                  <Note as="span">
                    {kept ? sourceNote(part) : 'Changed here: written for this FRIA once saved'}
                  </Note>
                </>
              }
            >
              <Textarea
                rows={4}
                maxLength={FRIA_LIMITS.part}
                value={draft[key]}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
              />
              {offered ? (
                <Offer>
                  <Note as="span">The {offered.source} says something else now.</Note>
                  <Button
                    type="button"
                    $variant="outline"
                    $size="sm"
                    onClick={() => setDraft({ ...draft, [key]: offered.text })}
                  >
                    Use what the records say
                  </Button>
                </Offer>
              ) : null}
            </Field>
          );
        })}
        <Actions>
          <Button type="button" $variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit">{save.isPending ? 'Saving...' : 'Save FRIA'}</Button>
        </Actions>
      </FormGrid>
    </form>
  );
}

const Offer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
  margin-top: 0.375rem;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;
