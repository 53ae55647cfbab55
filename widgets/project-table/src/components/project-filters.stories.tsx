import { useState } from 'react';
import { Provider } from 'jotai';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DEPARTMENTS } from '@portfolio/contracts';
import { createFiltersStore, type InitialFilters } from '../state/project-filters';
import { ProjectFilters } from './project-filters';

/** The filter lists the portfolio's departments in alphabetical order. */
const departments = [...DEPARTMENTS].sort();

function WithStore({ initial, updating }: { initial: InitialFilters; updating?: boolean }) {
  const [store] = useState(() => createFiltersStore(initial));
  return (
    <Provider store={store}>
      <ProjectFilters departments={departments} updating={updating} />
    </Provider>
  );
}

const meta = {
  title: 'Widgets/Project Table/ProjectFilters',
  component: ProjectFilters,
  args: { departments },
} satisfies Meta<typeof ProjectFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <WithStore initial={{}} /> };

export const Filtered: Story = {
  render: () => (
    <WithStore initial={{ q: 'copilot', department: 'Finance', status: 'active' }} updating />
  ),
};

export const ArchivedView: Story = { render: () => <WithStore initial={{ archived: true }} /> };
