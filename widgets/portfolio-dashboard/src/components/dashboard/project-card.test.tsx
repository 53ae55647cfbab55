import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatusBadge } from '@portfolio/ui';
import { makeProject, renderWithProviders } from '@portfolio/ui/testing';
import { ProjectCard } from './project-card';

describe('ProjectCard', () => {
  it('shows the name, badge, meta, problem and figures, and opens the project', async () => {
    const project = makeProject();
    const navigate = vi.fn();
    const { user } = renderWithProviders(
      <ProjectCard
        project={project}
        navigate={navigate}
        badge={<StatusBadge status="on_hold" size="sm" />}
        meta="Customer Service"
        stats={[
          { label: 'ROI', value: '150%' },
          { label: 'Investment', value: '$258K' },
        ]}
      />,
    );
    const card = screen.getByRole('link', { name: `Open ${project.name}` });
    expect(card.getAttribute('href')).toBe(`/projects/${project.id}`);
    expect(card.closest('article')!.textContent).toContain('On Hold');
    expect(card.closest('article')!.textContent).toContain(project.problemStatement);
    expect(screen.getByText('ROI').nextElementSibling?.textContent).toBe('150%');
    expect(screen.getByText('Investment').nextElementSibling?.textContent).toBe('$258K');
    await user.click(card);
    expect(navigate).toHaveBeenCalledWith(`/projects/${project.id}`);
  });
});
