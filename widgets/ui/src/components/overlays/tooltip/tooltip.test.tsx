import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { TOOLTIP_DELAY, TOOLTIP_SKIP_DELAY, Tooltip } from './tooltip';

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderTwo = () =>
    renderWithProviders(
      <>
        <Tooltip content="Team Members" side="right">
          <a href="/team">T</a>
        </Tooltip>
        <Tooltip content="Settings" side="right">
          <a href="/settings">S</a>
        </Tooltip>
      </>,
    );

  it('opens after the 700 ms delay on hover and closes when the pointer leaves', () => {
    renderTwo();
    fireEvent.pointerMove(screen.getByText('T'));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Team Members');
    expect(screen.getByText('T').getAttribute('aria-describedby')).toBe(
      screen.getByRole('tooltip').id,
    );

    fireEvent.pointerLeave(screen.getByText('T'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByText('T').getAttribute('aria-describedby')).toBeNull();
  });

  it('skips the delay for the next trigger within 300 ms of a close', () => {
    renderTwo();
    fireEvent.pointerMove(screen.getByText('T'));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    fireEvent.pointerLeave(screen.getByText('T'));

    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY - 50));
    fireEvent.pointerMove(screen.getByText('S'));
    expect(screen.getByRole('tooltip').textContent).toBe('Settings');
    fireEvent.pointerLeave(screen.getByText('S'));

    act(() => vi.advanceTimersByTime(TOOLTIP_SKIP_DELAY + 50));
    fireEvent.pointerMove(screen.getByText('T'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens at once on keyboard focus and closes on Escape', () => {
    renderTwo();
    fireEvent.focus(screen.getByText('S'));
    expect(screen.getByRole('tooltip').textContent).toBe('Settings');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows nothing when disabled', () => {
    renderWithProviders(
      <Tooltip content="Dashboard" disabled>
        <a href="/">Dashboard</a>
      </Tooltip>,
    );
    fireEvent.focus(screen.getByText('Dashboard'));
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('Tooltip before Radix is fetched', () => {
  it('keeps a pressed trigger until its click has been dispatched', async () => {
    // A fresh copy of the kit's modules: its overlay parts have not been fetched yet.
    vi.resetModules();
    const fresh = await import('./tooltip');
    const { tooltipPart } = await import('../overlay-parts');
    const onClick = vi.fn();
    renderWithProviders(
      <fresh.Tooltip content="Team Members">
        <button onClick={onClick}>T</button>
      </fresh.Tooltip>,
    );
    const pressed = screen.getByText('T');
    fireEvent.pointerMove(pressed);
    fireEvent.pointerDown(pressed);
    await act(() => tooltipPart.load());
    expect(pressed.isConnected).toBe(true);
    fireEvent.pointerUp(pressed);
    fireEvent.click(pressed);
    expect(onClick).toHaveBeenCalledOnce();
    // Released: Radix's trigger takes over.
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(screen.getByText('T').getAttribute('data-state')).toBe('closed');
    expect(pressed.isConnected).toBe(false);
  });
});
