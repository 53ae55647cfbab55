import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditProjectDialog } from './edit-project-dialog';
import { makeDemoProject, recordRequests, renderWithProjects } from '@portfolio/ui/testing';

const requests = recordRequests();

describe('EditProjectDialog', () => {
  it.each([
    ['on Cancel', 'Cancel'],
    ['on Save Changes when nothing changed', 'Save Changes'],
  ])('closes %s without a call', async (_when, button) => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProjects(
      <EditProjectDialog project={makeDemoProject()} open onOpenChange={onOpenChange} />,
    );
    await user.click(screen.getByRole('button', { name: button }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(requests).toEqual([]);
  });

  it('starts from the project as it is each time it opens', async () => {
    const project = makeDemoProject({ name: 'First name' });
    const { rerender, user } = renderWithProjects(
      <EditProjectDialog project={project} open onOpenChange={() => {}} />,
    );
    await user.clear(screen.getByLabelText(/^Project Name/));
    await user.type(screen.getByLabelText(/^Project Name/), 'Draft that was abandoned');
    rerender(
      <EditProjectDialog
        project={{ ...project, name: 'Saved name' }}
        open={false}
        onOpenChange={() => {}}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <EditProjectDialog
        project={{ ...project, name: 'Saved name' }}
        open
        onOpenChange={() => {}}
      />,
    );
    await waitFor(() =>
      expect((screen.getByLabelText(/^Project Name/) as HTMLInputElement).value).toBe('Saved name'),
    );
  });
});
