import type { ReactNode } from 'react';

/** Only one toast is visible at a time: a new one replaces the current one. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the list (closed) this long before it is dropped, as the spec says. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays open on its own. */
export const TOAST_DURATION = 5000;
/** A pointer resting this long on a toast stops holding it open. */
export const TOAST_POINTER_REST = 3000;
/** Dragging a toast this far to the right dismisses it. */
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** A button inside the toast, e.g. Undo. */
  action?: ReactNode;
  /** Milliseconds before it closes on its own; {@link TOAST_DURATION} unless given. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

export interface ToastStore {
  getSnapshot: () => readonly ToastItem[];
  subscribe: (listener: () => void) => () => void;
  toast: (options: ToastOptions) => ToastHandle;
  /** Closes one toast, or all of them; they are dropped after the removal delay. */
  dismiss: (id?: string) => void;
}

export function createToastStore({
  limit = TOAST_LIMIT,
  removeDelay = TOAST_REMOVE_DELAY,
}: { limit?: number; removeDelay?: number } = {}): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  const set = (next: readonly ToastItem[]) => {
    for (const id of removals.keys()) {
      if (!next.some((t) => t.id === id)) {
        clearTimeout(removals.get(id));
        removals.delete(id);
      }
    }
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  const scheduleRemoval = (id: string) => {
    if (removals.has(id)) return;
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        set(toasts.filter((t) => t.id !== id));
      }, removeDelay),
    );
  };

  const dismiss = (id?: string) => {
    const targets = toasts.filter((t) => id === undefined || t.id === id);
    targets.forEach((t) => scheduleRemoval(t.id));
    set(toasts.map((t) => (targets.includes(t) ? { ...t, open: false } : t)));
  };

  const toast = (options: ToastOptions): ToastHandle => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    set([{ ...options, id, open: true }, ...toasts].slice(0, limit));
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next) => set(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
    };
  };

  return {
    getSnapshot: () => toasts,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast,
    dismiss,
  };
}
