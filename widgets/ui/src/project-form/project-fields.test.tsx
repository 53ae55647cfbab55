import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from '@portfolio/contracts';
import { renderWithProviders } from '@portfolio/ui/testing';
import { draftFromProject, type ProjectDraft } from './project-draft';
import { makeProject } from '../testing/demo-data/fixtures';
import { ProjectFields } from './project-fields';

function Harness({
  initial,
  errors,
}: {
  initial: ProjectDraft;
  errors?: Partial<Record<keyof ProjectDraft, string>>;
}) {
  const [draft, setDraft] = useState(initial);
  return (
    <form>
      <ProjectFields
        draft={draft}
        onChange={(f, v) => setDraft({ ...draft, [f]: v })}
        errors={errors}
        departments={DEPARTMENTS}
        variant="dialog"
      />
      <output>{JSON.stringify(draft)}</output>
    </form>
  );
}

describe('ProjectFields', () => {
  it('keeps an older department and status selectable', () => {
    renderWithProviders(
      <Harness
        initial={draftFromProject(makeProject({ department: 'Procurement', status: 'paused' }))}
      />,
    );
    const department = screen.getByLabelText(/^Department/) as HTMLSelectElement;
    expect(department.value).toBe('Procurement');
    expect(within(department).getAllByRole('option').at(-1)!.textContent).toBe('Procurement');
    expect((screen.getByLabelText(/^Status/) as HTMLSelectElement).value).toBe('paused');
  });

  it('edits values, and shows messages by their fields', async () => {
    const { user } = renderWithProviders(
      <Harness
        initial={draftFromProject(makeProject())}
        errors={{ businessOwner: 'Business owner is required' }}
      />,
    );
    await user.selectOptions(screen.getByLabelText(/^EU AI Act Status/), 'non_compliant');
    expect(screen.getByRole('status').textContent).toContain('"euAiActStatus":"non_compliant"');
    expect(screen.getByLabelText(/^Business Owner/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Business owner is required')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Basic Information',
      'Schedule',
      'Jobs to be Done',
      'Financial Information',
      'Compliance & Governance',
      'Additional Notes',
    ]);
  });
});
