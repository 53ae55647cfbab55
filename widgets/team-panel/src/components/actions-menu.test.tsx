import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@portfolio/ui/testing';
import { ActionsMenu } from './actions-menu';

describe('ActionsMenu', () => {
  it('opens on click with the focus on the first item, moves with the arrows and runs the chosen item', async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    const { user } = renderWithProviders(
      <ActionsMenu
        label="Actions for Ada"
        items={[
          { label: 'Edit', onSelect: edit },
          { label: 'Remove', onSelect: remove, destructive: true },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Actions for Ada' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' }));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Remove' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' }));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(remove).toHaveBeenCalledTimes(1);
    expect(edit).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape and on a click outside, giving the focus back on Escape', async () => {
    const { user } = renderWithProviders(
      <>
        <ActionsMenu label="Actions" items={[{ label: 'Edit', onSelect: () => {} }]} />
        <p>Elsewhere</p>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Actions' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('cannot be opened while disabled', async () => {
    const { user } = renderWithProviders(
      <ActionsMenu label="Actions" disabled items={[{ label: 'Edit', onSelect: () => {} }]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
