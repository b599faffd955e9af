/**
 * A value made the first time it is asked for, then kept. For Intl formatters at module level: the
 * first formatter a process makes loads ICU's locale data (~15 ms on Node 24, ~20 on Node 20), a
 * cost every importer would otherwise pay at import, the embedded API's start included, even when
 * it never formats a thing.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
