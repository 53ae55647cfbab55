import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart, withChainedHandlers } from './overlay-parts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('lazyPart', () => {
  const module = { label: 'fetched' };

  function Probe({
    part,
    wanted,
  }: {
    part: ReturnType<typeof lazyPart<typeof module>>;
    wanted: boolean;
  }) {
    const fetched = part.useModule(wanted);
    return <p>{fetched ? fetched.label : 'not yet'}</p>;
  }

  it('fetches once when first wanted, then renders in the same pass everywhere', async () => {
    const fetch = deferred<typeof module>();
    const load = vi.fn(() => fetch.promise);
    const part = lazyPart(load);

    const { rerender } = render(<Probe part={part} wanted={false} />);
    expect(load).not.toHaveBeenCalled();
    rerender(<Probe part={part} wanted />);
    render(<Probe part={part} wanted />);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('not yet')).toHaveLength(2);

    await act(async () => fetch.resolve(module));
    expect(screen.getAllByText('fetched')).toHaveLength(2);

    // A component mounted later has it on its first render, without wanting it.
    render(<Probe part={part} wanted={false} />);
    expect(screen.getAllByText('fetched')).toHaveLength(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again on the next attempt after a failed fetch', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = deferred<typeof module>();
    const load = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce(module);
    const part = lazyPart<typeof module>(load);

    const { unmount } = render(<Probe part={part} wanted />);
    await act(async () => first.reject(new Error('chunk failed')));
    expect(screen.getByText('not yet')).toBeTruthy();
    expect(error).toHaveBeenCalled();
    unmount();

    render(<Probe part={part} wanted />);
    expect(await screen.findByText('fetched')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe('withChainedHandlers', () => {
  it("runs the trigger's own handler first, then the added one, and sets the props", () => {
    const calls: string[] = [];
    render(
      withChainedHandlers(
        <button type="submit" onFocus={() => calls.push('own focus')} data-kind="own">
          T
        </button>,
        {
          onFocus: () => calls.push('added focus'),
          onPointerDown: (event) => calls.push(`added press ${event.button}`),
        },
        { type: 'button', 'data-state': 'closed' },
      ),
    );
    const trigger = screen.getByText('T');
    fireEvent.focus(trigger);
    fireEvent.pointerDown(trigger, { button: 0 });
    expect(calls).toEqual(['own focus', 'added focus', 'added press 0']);
    expect(trigger.getAttribute('type')).toBe('button');
    expect(trigger.getAttribute('data-state')).toBe('closed');
    expect(trigger.getAttribute('data-kind')).toBe('own');
  });

  it('gives back anything but one element as it is', () => {
    const handlers = { onFocus: () => {} };
    expect(withChainedHandlers('text', handlers)).toBe('text');
    expect(withChainedHandlers(null, handlers)).toBeNull();
    const many = [<b key="a" />, <i key="b" />];
    expect(withChainedHandlers(many, handlers)).toBe(many);
  });
});
