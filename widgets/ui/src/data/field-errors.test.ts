import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFieldErrors } from './field-errors';

describe('useFieldErrors', () => {
  it('shows the refusals it is given and says whether there were none', () => {
    const { result } = renderHook(() => useFieldErrors());
    let ok = true;
    act(() => {
      ok = result.current.accept({ name: 'Name is required', size: 'Size is required' });
    });
    expect(ok).toBe(false);
    expect(result.current.errors).toEqual({ name: 'Name is required', size: 'Size is required' });

    act(() => {
      ok = result.current.accept({});
    });
    expect(ok).toBe(true);
    expect(result.current.errors).toEqual({});
  });

  it("drops one field's message, keeping the state when that field had none", () => {
    const { result } = renderHook(() => useFieldErrors());
    act(() => void result.current.accept({ name: 'Name is required', size: 'Size is required' }));
    act(() => result.current.clear('name'));
    expect(result.current.errors).toEqual({ size: 'Size is required' });

    const before = result.current.errors;
    act(() => result.current.clear('name'));
    expect(result.current.errors).toBe(before);

    act(() => result.current.reset());
    expect(result.current.errors).toEqual({});
  });
});
