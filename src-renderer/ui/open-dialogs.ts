import { useEffect, useSyncExternalStore } from 'react';

// How many dialogs are on screen, for the toast region: module state, since dialogs and the
// region live in different trees (the region is lazy, dialogs portal to the body).
let openCount = 0;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

const anyOpen = () => openCount > 0;

/** Counts the calling dialog as open while it is mounted (call it inside the dialog's content). */
export function useCountOpenDialog(): void {
  useEffect(() => {
    openCount += 1;
    notify();
    return () => {
      openCount -= 1;
      notify();
    };
  }, []);
}

/** Whether any dialog is open now. */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, anyOpen, anyOpen);
}
