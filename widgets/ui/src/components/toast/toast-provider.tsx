import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createToastStore, type ToastStore } from './toast-store';
import { Toaster } from './toaster';

const ToastContext = createContext<ToastStore | null>(null);

/** The toast store of the nearest provider, if any. */
export const useToastStore = () => useContext(ToastContext);

/** Holds the toasts of a page (or of one mounted widget) and shows them. */
export function ToastProvider({ children, store }: { children: ReactNode; store?: ToastStore }) {
  const [own] = useState(() => store ?? createToastStore());
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
