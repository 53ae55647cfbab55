import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import styled from 'styled-components';
import { CREATE_FORM_DEPARTMENTS, DEPARTMENTS } from '@portfolio/contracts';
import { draftFromProject, emptyDraft, type DraftField, type ProjectDraft } from './project-draft';
import { makeProject } from '../testing/demo-data/fixtures';
import { ProjectFields } from './project-fields';

function Editable({
  initial,
  variant,
  errors,
}: {
  initial: ProjectDraft;
  variant: 'page' | 'dialog';
  errors?: Partial<Record<DraftField, string>>;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <Stack $dialog={variant === 'dialog'}>
      <ProjectFields
        draft={draft}
        onChange={(field, value) => setDraft((d) => ({ ...d, [field]: value }))}
        errors={errors}
        departments={variant === 'page' ? CREATE_FORM_DEPARTMENTS : DEPARTMENTS}
        variant={variant}
      />
    </Stack>
  );
}

const Stack = styled.div<{ $dialog: boolean }>`
  display: grid;
  gap: ${(p) => (p.$dialog ? '1rem' : '1.25rem')};
  max-width: ${(p) => (p.$dialog ? '720px' : '56rem')};
`;

const meta = {
  title: 'Widgets/Project Table/ProjectFields',
  component: ProjectFields,
  args: { draft: emptyDraft(), onChange: () => {}, departments: CREATE_FORM_DEPARTMENTS },
} satisfies Meta<typeof ProjectFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The create page's cards. */
export const CreatePage: Story = {
  render: () => <Editable initial={emptyDraft()} variant="page" />,
};

/** Required fields left blank, as after a refused submit. */
export const WithErrors: Story = {
  render: () => (
    <Editable
      initial={emptyDraft()}
      variant="page"
      errors={{
        name: 'Project name is required',
        problemStatement: 'Problem statement is required',
        department: 'Department is required',
        businessOwner: 'Business owner is required',
      }}
    />
  ),
};

/** The edit dialog's compact groups, filled from a project. */
export const EditDialogGroups: Story = {
  render: () => <Editable initial={draftFromProject(makeProject())} variant="dialog" />,
};
