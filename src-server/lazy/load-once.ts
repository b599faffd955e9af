/**
 * A module loaded on first use instead of at start-up, once per process. The embedded API must
 * answer within half a second of the app's start; libraries only some requests need (image
 * encoding, mail, identity tokens) would each add tens of milliseconds before the first answer.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = load();
      // A failed load (a missing native build) is retried by the next call, not kept.
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
}
