import { act, renderHook } from '@testing-library/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { FriaNotificationBody } from '@portfolio/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { useFormValues, useFormWrite } from './use-form-write';

type Body = { notifiedOn: string; reference: string; documentUrl: string | null };

/** A mutation that answers each call with the next of `outcomes` (a saved value or an error). */
function fakeMutation(outcomes: Array<{ saved: string } | Error>) {
  const mutate = vi.fn(
    (_: unknown, handlers: { onSuccess: (saved: string) => void; onError: (e: Error) => void }) => {
      const outcome = outcomes.shift()!;
      if (outcome instanceof Error) handlers.onError(outcome);
      else handlers.onSuccess(outcome.saved);
    },
  );
  return { mutate, isPending: false } as unknown as UseMutationResult<string, Error, Body> & {
    mutate: typeof mutate;
  };
}

const refusal = (status: number, body: object) =>
  new ApiError(status, 'Refused', JSON.stringify(body));

const render = (mutation: ReturnType<typeof fakeMutation>) =>
  renderHook(() => {
    const write = useFormWrite<Body, string, keyof Body>({
      schema: FriaNotificationBody,
      mutation,
      failure: 'Could not be saved',
    });
    const form = useFormValues(
      () => ({ notifiedOn: '2027-01-04', reference: '', documentUrl: '' }),
      write.clear,
    );
    return { write, form };
  });

const GOOD: Body = { notifiedOn: '2027-01-04', reference: 'MSA-1', documentUrl: null };

describe('useFormWrite', () => {
  it('says the problems of the contract under their fields and sends nothing', () => {
    const mutation = fakeMutation([]);
    const { result } = render(mutation);
    act(() => result.current.write.send({ ...GOOD, reference: '' }, vi.fn()));
    expect(Object.keys(result.current.write.errors)).toEqual(['reference']);
    act(() => result.current.write.send(GOOD, vi.fn(), { notifiedOn: 'Not that day' }));
    expect(result.current.write.errors).toEqual({ notifiedOn: 'Not that day' });
    expect(mutation.mutate).not.toHaveBeenCalled();
  });

  it('sends a body the contract takes, and hands over what was saved', () => {
    const mutation = fakeMutation([{ saved: 'stored' }]);
    const { result } = render(mutation);
    const onSaved = vi.fn();
    act(() => result.current.write.send(GOOD, onSaved));
    expect(mutation.mutate.mock.calls[0]![0]).toEqual(GOOD);
    expect(onSaved).toHaveBeenCalledWith('stored');
    expect(result.current.write.dialog).toEqual({ pending: false, refusal: null });
  });

  it('puts a refusal naming a field under it, any other in the form, until the next try', () => {
    const mutation = fakeMutation([
      refusal(400, { message: 'No', details: [{ field: 'notifiedOn', message: 'Too early' }] }),
      refusal(409, { message: 'Approve the FRIA first' }),
      new Error('offline'),
      { saved: 'stored' },
    ]);
    const { result } = render(mutation);
    act(() => result.current.write.send(GOOD, vi.fn()));
    expect(result.current.write.errors).toEqual({ notifiedOn: 'Too early' });
    expect(result.current.write.refusal).toBeNull();
    act(() => result.current.write.send(GOOD, vi.fn()));
    expect(result.current.write.dialog.refusal).toBe('Approve the FRIA first');
    act(() => result.current.write.send(GOOD, vi.fn()));
    expect(result.current.write.refusal).toBe('Could not be saved');
    act(() => result.current.write.send(GOOD, vi.fn()));
    expect(result.current.write.refusal).toBeNull();
  });

  it('leaves a refusal the form shows in its own place out of the fields and the form', () => {
    const rows = refusal(400, { message: 'No', details: [{ field: 'rows.3', message: 'Bad' }] });
    const mutation = fakeMutation([rows, refusal(409, { message: 'Taken' })]);
    const shows = vi.fn((error: Error) => error === rows);
    const { result } = renderHook(() =>
      useFormWrite<Body, string, keyof Body>({
        schema: FriaNotificationBody,
        mutation,
        failure: 'Could not be saved',
        shows,
      }),
    );
    act(() => result.current.send(GOOD, vi.fn()));
    expect(shows).toHaveBeenCalledWith(rows);
    expect(result.current.errors).toEqual({});
    expect(result.current.refusal).toBeNull();
    act(() => result.current.send(GOOD, vi.fn()));
    expect(result.current.refusal).toBe('Taken');
  });
});

describe('useFormValues', () => {
  it('binds each value to its control, a change dropping its field’s message', () => {
    const mutation = fakeMutation([]);
    const { result } = render(mutation);
    act(() => result.current.write.send({ ...GOOD, reference: '' }, vi.fn()));
    expect(result.current.write.errors.reference).toBeDefined();
    const bound = result.current.form.bind('reference');
    expect(bound.value).toBe('');
    act(() => bound.onChange({ target: { value: 'MSA-2' } } as never));
    expect(result.current.form.values).toMatchObject({ reference: 'MSA-2' });
    expect(result.current.write.errors.reference).toBeUndefined();
  });
});
