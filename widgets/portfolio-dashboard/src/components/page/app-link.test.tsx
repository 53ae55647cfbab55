import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@portfolio/ui/testing';
import { AppLink, ViewAllLink } from './app-link';

describe('AppLink', () => {
  it('is a link to the path whose plain click goes through navigate', () => {
    const navigate = vi.fn();
    renderWithProviders(
      <AppLink to="/projects/42" navigate={navigate}>
        Open
      </AppLink>,
    );
    const link = screen.getByRole('link', { name: 'Open' });
    expect(link.getAttribute('href')).toBe('/projects/42');
    const notPrevented = fireEvent.click(link);
    expect(notPrevented).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/projects/42');
  });

  it('leaves a click with a modifier key to the browser', () => {
    const navigate = vi.fn();
    renderWithProviders(
      <ViewAllLink to="/projects" navigate={navigate}>
        View all projects
      </ViewAllLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'View all projects' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'View all projects' }), { metaKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });
});
