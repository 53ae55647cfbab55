import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';

describe('Menu before Radix is fetched', () => {
  it("opens once Radix is here when its trigger was pressed before, running the trigger's own handler", async () => {
    // A fresh copy of the kit's modules: its overlay parts have not been fetched yet.
    vi.resetModules();
    const fresh = await import('./menu');
    const { menuPart } = await import('../overlay-parts');
    const onPointerDown = vi.fn();
    renderWithProviders(
      <fresh.Menu label="Actions" trigger={<button onPointerDown={onPointerDown}>Open</button>}>
        <fresh.MenuItem>Edit</fresh.MenuItem>
      </fresh.Menu>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.pointerEnter(trigger);
    fireEvent.pointerDown(trigger, { button: 0 });
    expect(onPointerDown).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();

    await act(() => menuPart.load());
    expect(screen.getByRole('menu', { name: 'Actions' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeTruthy();
  });
});
