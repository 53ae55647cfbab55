import { useState } from 'react';
import styled from 'styled-components';
import type { Project, ProjectDependency } from '@portfolio/contracts';
import { Field, LinkIcon, MutedText, Select, useToast, Grid } from '@portfolio/ui';
import { ItemLink, RemoveButton } from '@portfolio/ui/lists';
import { GroupHeading } from '@portfolio/ui/project-form';
import {
  useAddProjectDependency,
  useCompanyProjectNames,
  useProjectDependencies,
  useRemoveProjectDependency,
} from '../api/schedule';
import { QueryCard } from '../shared/query-card';
import { Row, Rows } from '../shared/list-card-parts';
import { sectionPath } from '../workspace/sections';
import { AddButton, CardAddForm } from '../shared/card-forms';
import { projectScope } from '../shared/project-scope';

/**
 * The Dependencies card of a project (finish-to-start): the projects it waits for and those
 * waiting for it, each removable and each a link to that project's Plan (where its own
 * dependencies are); a project of the company is chosen to add one. A dependency
 * that would close a cycle is refused by the server, whose message names the projects.
 */
export function DependenciesCard({
  project,
  navigate,
}: {
  project: Project;
  navigate: (path: string) => void;
}) {
  const { toast } = useToast();
  const scope = projectScope(project);
  const dependencies = useProjectDependencies(project.id);
  const remove = useRemoveProjectDependency(scope);

  // Split here rather than in the QueryView: the add form leaves out those already taken.
  const list = dependencies.data ?? [];
  const dependsOn = list.filter((d) => d.projectId === project.id);
  const blocks = list.filter((d) => d.dependsOnProjectId === project.id);

  const onRemove = (dependency: ProjectDependency, otherProjectId: string) =>
    remove.mutate(
      { id: dependency.id, otherProjectId },
      { onSuccess: () => toast({ title: 'Dependency removed' }) },
    );

  const group = (
    title: string,
    items: ProjectDependency[],
    other: (d: ProjectDependency) => { id: string; name: string },
    empty: string,
  ) => (
    <Grid as="section" $gap="0.5rem" aria-label={title}>
      <GroupHeading as="h3">{title}</GroupHeading>
      {items.length === 0 ? (
        <MutedText>{empty}</MutedText>
      ) : (
        <Rows as="ul">
          {items.map((dependency) => {
            const target = other(dependency);
            return (
              <DependencyRow key={dependency.id}>
                <ItemLink
                  href={sectionPath(target.id, 'plan')}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(sectionPath(target.id, 'plan'));
                  }}
                >
                  {target.name}
                </ItemLink>
                <RemoveButton
                  aria-label={`Remove the dependency on ${target.name}`}
                  onClick={() => onRemove(dependency, target.id)}
                  disabled={remove.isPending && remove.variables?.id === dependency.id}
                />
              </DependencyRow>
            );
          })}
        </Rows>
      )}
    </Grid>
  );

  return (
    <QueryCard
      icon={<LinkIcon size={18} aria-hidden="true" />}
      title="Dependencies"
      description="Finish-to-start: a project starts once those it depends on have finished."
      query={dependencies}
      loading={{ label: "Loading the project's dependencies", heights: ['5rem'] }}
      errorTitle="The dependencies could not be loaded"
      after={
        <AddDependencyForm
          project={project}
          taken={new Set(dependsOn.map((d) => d.dependsOnProjectId))}
        />
      }
    >
      {() => (
        <Grid $gap="1.25rem">
          {group(
            'Depends on',
            dependsOn,
            (d) => ({ id: d.dependsOnProjectId, name: d.dependsOnProjectName }),
            'Nothing: it can start on its own.',
          )}
          {group(
            'Blocks',
            blocks,
            (d) => ({ id: d.projectId, name: d.projectName }),
            'No project waits for this one.',
          )}
        </Grid>
      )}
    </QueryCard>
  );
}

function AddDependencyForm({ project, taken }: { project: Project; taken: Set<string> }) {
  const { toast } = useToast();
  const projects = useCompanyProjectNames(project.companyId);
  const add = useAddProjectDependency(projectScope(project));
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = (projects.data ?? [])
    .filter((p) => p.id !== project.id && !taken.has(p.id))
    .map((p) => ({ value: p.id, label: p.name }));

  const submit = () => {
    if (!choice) {
      setError('Please select the project it depends on');
      return;
    }
    add.mutate(choice, {
      onSuccess: (added) => {
        toast({ title: `${project.name} now depends on ${added.dependsOnProjectName}` });
        setChoice('');
      },
    });
  };
  return (
    <CardAddForm label="Add a dependency" columns="minmax(0, 1fr) auto" onSubmit={submit}>
      <Field label="Depends On" error={error} id={`new-dependency-${project.id}`}>
        <Select
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            setError(null);
          }}
          placeholder={projects.isPending ? 'Loading projects...' : 'Choose a project'}
          options={options}
        />
      </Field>
      <AddButton pending={add.isPending}>Add Dependency</AddButton>
    </CardAddForm>
  );
}

/** The other project's link at the start, its remove button at the end. */
const DependencyRow = styled(Row)`
  justify-content: space-between;
`;
