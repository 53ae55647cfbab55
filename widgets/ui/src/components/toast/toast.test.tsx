import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { useToast } from './toast-provider';
import {
  TOAST_DURATION,
  TOAST_POINTER_REST,
  TOAST_REMOVE_DELAY,
  createToastStore,
} from './toast-store';

function ToastButtons() {
  const { toast, toasts } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Company created successfully!' })}>first</button>
      <button
        onClick={() =>
          toast({ title: 'Error', description: 'Failed to create company', variant: 'destructive' })
        }
      >
        second
      </button>
      <span data-testid="count">{toasts.length}</span>
    </>
  );
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the current one', async () => {
    const { user } = renderWithProviders(<ToastButtons />);
    await user.click(screen.getByText('first'));
    expect(screen.getByRole('status').textContent).toContain('Company created successfully!');

    await user.click(screen.getByText('second'));
    expect(screen.queryByText('Company created successfully!')).toBeNull();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Failed to create company');
    expect(alert.getAttribute('data-variant')).toBe('destructive');
    expect(screen.getByTestId('count').textContent).toBe('1');
  });

  it('leaves the notifications out of a printed page', async () => {
    const { user } = renderWithProviders(<ToastButtons />);
    await user.click(screen.getByText('first'));
    const viewport = screen.getByRole('region', { name: 'Notifications' });
    expect(viewport.hasAttribute('data-print-hide')).toBe(true);
  });

  it('closes after 5 seconds and is dropped after the removal delay', async () => {
    const { user } = renderWithProviders(<ToastButtons />);
    await user.click(screen.getByText('first'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION - 100));
    expect(screen.queryByText('Company created successfully!')).not.toBeNull();

    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Company created successfully!')).toBeNull();
    // Closed but still listed until the spec's 1,000,000 ms removal delay passes.
    expect(screen.getByTestId('count').textContent).toBe('1');
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(screen.getByTestId('count').textContent).toBe('0');
  });

  it('is held while the pointer moves over it, and leaves once the pointer rests', async () => {
    const { user } = renderWithProviders(<ToastButtons />);
    await user.click(screen.getByText('first'));
    const toast = screen.getByRole('status');
    fireEvent.pointerMove(toast);
    act(() => vi.advanceTimersByTime(TOAST_POINTER_REST - 100));
    fireEvent.pointerMove(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION));
    expect(screen.queryByText('Company created successfully!')).not.toBeNull();
    // The pointer stays on the toast without moving: it is let go, and closes in its time.
    act(() => vi.advanceTimersByTime(TOAST_POINTER_REST + TOAST_DURATION));
    expect(screen.queryByText('Company created successfully!')).toBeNull();
  });

  it('is not held by a pointer that rests where it opens', async () => {
    const { user } = renderWithProviders(<ToastButtons />);
    await user.click(screen.getByText('first'));
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => vi.advanceTimersByTime(TOAST_DURATION + 100));
    expect(screen.queryByText('Company created successfully!')).toBeNull();
  });

  it('closes with its close button', async () => {
    const { user } = renderWithProviders(<ToastButtons />);
    await user.click(screen.getByText('first'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('createToastStore', () => {
  it('keeps the spec constants', () => {
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const store = createToastStore();
    store.toast({ title: 'a' });
    store.toast({ title: 'b' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['b']);
  });
});
