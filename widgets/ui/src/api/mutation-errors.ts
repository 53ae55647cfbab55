import type { Mutation, QueryClient } from '@tanstack/react-query';
import type { ToastOptions } from '../components/toast/toast-store';
import { isUnauthorizedError, mutationErrorMessage } from './api-error';

/**
 * What a mutation declares about its failure, in `useMutation({ meta })`; the client's one
 * `MutationCache.onError` shows the toast. A mutation without it shows none.
 */
export interface MutationMeta extends Record<string, unknown> {
  /**
   * A sentence: a destructive toast titled "Error" says the server's message, else this one (the
   * spec's fallback, "Failed to create company"). Title and description: these exact words,
   * whatever the server said (the spec fixes some, e.g. the feedback form's).
   */
  errorMessage?: string | { title: string; description?: string };
  /** The toast's title on 401 instead, for a mutation that then sends the user to sign in. */
  signedOutMessage?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

/** The error toast of a failed mutation, as its `meta` declares it; undefined for none. */
export function mutationErrorToast(
  error: unknown,
  meta: MutationMeta = {},
): ToastOptions | undefined {
  const { errorMessage, signedOutMessage } = meta;
  if (signedOutMessage && isUnauthorizedError(error)) {
    return { title: signedOutMessage, variant: 'destructive' };
  }
  if (errorMessage === undefined) return undefined;
  if (typeof errorMessage === 'object') return { ...errorMessage, variant: 'destructive' };
  return {
    title: 'Error',
    description: mutationErrorMessage(error, errorMessage),
    variant: 'destructive',
  };
}

type ShowToast = (options: ToastOptions) => unknown;

/** The toast list each client's mutation errors go to: the ToastProvider the client is used under. */
const toastTargets = new WeakMap<QueryClient, ShowToast>();

/**
 * Sends the mutation error toasts of `client` to `toast` until the returned function is called.
 * The ToastProvider does it for the QueryClient above it.
 */
export function showMutationErrors(client: QueryClient, toast: ShowToast): () => void {
  toastTargets.set(client, toast);
  return () => {
    if (toastTargets.get(client) === toast) toastTargets.delete(client);
  };
}

/** The one place a failed mutation turns into a toast (the `MutationCache.onError` of the client). */
export function toastMutationError(
  client: QueryClient,
  error: unknown,
  mutation: Mutation<unknown, unknown, unknown>,
) {
  const toast = mutationErrorToast(error, mutation.meta);
  if (toast) toastTargets.get(client)?.(toast);
}
