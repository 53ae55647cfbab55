import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeProject, renderWithProviders } from '@portfolio/ui/testing';
import { RecentProjects } from './recent-projects';

const projects = Array.from({ length: 4 }, (_, i) =>
  makeProject({ id: `p-${i}`, name: `Project ${i}`, roi: null }),
);

describe('RecentProjects', () => {
  it('shows at most three projects', () => {
    renderWithProviders(
      <RecentProjects projects={projects} totalProjects={4} navigate={vi.fn()} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Project 3')).toBeNull();
  });

  it('shows TBD for a project without an ROI', () => {
    renderWithProviders(
      <RecentProjects projects={projects.slice(0, 1)} totalProjects={1} navigate={vi.fn()} />,
    );
    expect(screen.getByRole('listitem').textContent).toContain('TBD');
  });

  it.each([
    [3, false],
    [4, true],
    [50_000, true],
  ])('with %i projects in all, View all projects is shown: %s', (total, shown) => {
    renderWithProviders(
      <RecentProjects projects={projects.slice(0, 3)} totalProjects={total} navigate={vi.fn()} />,
    );
    expect(Boolean(screen.queryByRole('link', { name: /View all projects/ }))).toBe(shown);
  });
});
