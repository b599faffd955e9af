import { useEffect, useState } from 'react';

/** Typing pauses before a search: each keystroke would otherwise be a request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value` once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
