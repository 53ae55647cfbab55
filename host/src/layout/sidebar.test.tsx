import { screen, within } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { makeCurrentUser, renderWithProviders } from '@portfolio/ui/testing';
import { Sidebar } from './sidebar';
import { NARROW_SCREEN } from './use-sidebar-collapsed';
import {
  SIDEBAR_STORAGE_KEY,
  SIDEBAR_TOGGLE_EVENT,
  type SidebarToggleDetail,
} from './sidebar-state';

function renderSidebar(path = '/', user = makeCurrentUser(), onClose?: () => void) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </JotaiProvider>
  );
  return renderWithProviders(<Sidebar user={user} onClose={onClose} />, { wrapper });
}

describe('Sidebar', () => {
  it('shows the product, the first company and the signed-in user', () => {
    renderSidebar();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar.textContent).toContain('PortfolioAI');
    expect(sidebar.textContent).toContain('Northwind Analytics');
    expect(sidebar.textContent).toContain('MC');
    expect(sidebar.textContent).toContain('Maya Chen');
    expect(sidebar.textContent).toContain('maya.chen@northwind.example');
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/api/logout');
  });

  it('gives every item its own icon (Timeline and Capacity are told apart)', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const drawings = within(nav)
      .getAllByRole('link')
      .map((link) => link.querySelector('svg')!.innerHTML);
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('is left out of a printed page', () => {
    renderSidebar();
    expect(
      screen.getByRole('complementary', { name: 'Sidebar' }).hasAttribute('data-print-hide'),
    ).toBe(true);
  });

  it("says 'No Company' and 'User' when there is neither", () => {
    renderSidebar('/', makeCurrentUser({ companies: [], firstName: null, lastName: null }));
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar.textContent).toContain('No Company');
    expect(sidebar.textContent).toContain('User');
  });

  it('lists the items of the spec and marks the active one by route prefix', () => {
    renderSidebar('/projects/new');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['All Projects', '/projects'],
      ['Proposals', '/proposals'],
      ['By Department', '/by-department'],
      ['By Status', '/by-status'],
      ['Timeline', '/timeline'],
      ['Team Members', '/team'],
      ['LLMs', '/llm-models'],
      ['Risks', '/risks'],
      ['Compliance', '/compliance'],
      ['Incidents', '/incidents'],
      ['Capacity', '/capacity'],
      ['Reports', '/reports'],
      ['Activity', '/activity'],
      ['Settings', '/settings'],
    ]);
    expect(
      within(nav).getByRole('link', { name: 'All Projects' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('offers Send Feedback below the main items, marked while its page is open', () => {
    renderSidebar('/feedback');
    const link = screen.getByRole('link', { name: 'Send Feedback' });
    expect(link.getAttribute('href')).toBe('/feedback');
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).queryByText('Send Feedback'),
    ).toBeNull();
  });

  it('matches the dashboard on / exactly', () => {
    renderSidebar('/');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('collapses, remembers it in local storage and announces it with the sidebar-toggle event', async () => {
    const events: SidebarToggleDetail[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent<SidebarToggleDetail>).detail);
    window.addEventListener(SIDEBAR_TOGGLE_EVENT, listener);
    const { user } = renderSidebar();

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    expect(events).toEqual([{ collapsed: true }]);
    // Icons only: the labels are gone from view but remain the links' names.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.textContent).toBe('');
    expect(within(nav).getByRole('link', { name: 'Team Members' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');
    expect(events).toEqual([{ collapsed: true }, { collapsed: false }]);
    window.removeEventListener(SIDEBAR_TOGGLE_EVENT, listener);
  });

  it('starts collapsed when local storage says so', () => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'true');
    renderSidebar();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    expect(
      screen.getByRole('complementary', { name: 'Sidebar' }).getAttribute('data-collapsed'),
    ).toBe('true');
  });

  it('shows icons only on a screen narrower than a laptop and keeps the stored choice for wider ones', () => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'false');
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === NARROW_SCREEN,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderSidebar();
    expect(
      screen.getByRole('complementary', { name: 'Sidebar' }).getAttribute('data-collapsed'),
    ).toBe('true');
    expect(screen.queryByRole('button', { name: /sidebar/ })).toBeNull();
    expect(window.localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('false');
    matchMedia.mockRestore();
  });

  it('in a drawer, shows every label whatever was stored, and closes from its own button', async () => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'true');
    const onClose = vi.fn();
    const { user } = renderSidebar('/', makeCurrentUser(), onClose);
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar.getAttribute('data-collapsed')).toBe('false');
    expect(within(sidebar).getByRole('link', { name: 'Settings' }).textContent).toBe('Settings');
    expect(screen.queryByRole('button', { name: /sidebar/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows a tooltip with the label on a collapsed item', async () => {
    window.localStorage.setItem(SIDEBAR_STORAGE_KEY, 'true');
    renderSidebar();
    const link = screen.getByRole('link', { name: 'Settings' });
    link.focus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Settings');
    expect(link.getAttribute('aria-describedby')).toBe(tooltip.id);
  });
});
