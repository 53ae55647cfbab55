import type { UseQueryResult } from '@tanstack/react-query';

/**
 * A query in the state given, for a component's stories and tests that take one: settled, with
 * no data and no error, unless `state` says otherwise (`{ data }`, `{ isPending: true }`,
 * `{ isError: true, error }`).
 */
export const queryIn = <T>(state: Partial<UseQueryResult<T>> = {}) =>
  ({
    isPending: false,
    isError: false,
    isFetching: false,
    data: undefined,
    error: null,
    refetch: () => Promise.resolve(),
    ...state,
  }) as unknown as UseQueryResult<T>;

/** A query answered with `data`: the state most stories and tests of a list start from. */
export const answeredQuery = <T>(data: T) => queryIn<T>({ data });
