import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { showMutationErrors } from '../../api/mutation-errors';
import { createToastStore, type ToastStore } from './toast-store';
import { Toaster } from './toaster';

const ToastContext = createContext<ToastStore | null>(null);

/** The toast store of the nearest provider, if any. */
export const useToastStore = () => useContext(ToastContext);

/**
 * Holds the toasts of a page (or of one mounted widget) and shows them, the mutation error toasts
 * of the QueryClient above it included.
 */
export function ToastProvider({ children, store }: { children: ReactNode; store?: ToastStore }) {
  const [own] = useState(() => store ?? createToastStore());
  const client = useContext(QueryClientContext);
  useEffect(() => (client ? showMutationErrors(client, own.toast) : undefined), [client, own]);
  return (
    <ToastContext.Provider value={own}>
      {children}
      <Toaster store={own} />
    </ToastContext.Provider>
  );
}

/**
 * Shows toasts: `toast({ title: 'Error', description: message, variant: 'destructive' })`.
 * One is visible at a time; it closes after 5 seconds.
 */
export function useToast() {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToast needs a ToastProvider above it (WidgetRoot provides one).');
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { toasts, toast: store.toast, dismiss: store.dismiss };
}
