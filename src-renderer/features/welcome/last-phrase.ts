/**
 * The welcome phrase shown last, kept on this computer (localStorage) rather than in the app's
 * in-memory store: the welcome screen mostly follows a sign-up, a sign-in or a restart, and each
 * of those started from an empty store, so the same phrase could show twice in a row (issue 34).
 * Kept as its text, so a reworded or reordered list never excludes the wrong phrase.
 */
const LAST_PHRASE_KEY = 'welcome.lastPhrase';

export function readLastPhrase(): string | null {
  try {
    return localStorage.getItem(LAST_PHRASE_KEY);
  } catch {
    // Storage refused (full or disabled): the next visit may repeat; nothing else breaks.
    return null;
  }
}

export function rememberLastPhrase(phrase: string): void {
  try {
    localStorage.setItem(LAST_PHRASE_KEY, phrase);
  } catch {
    // As above: only the no-repeat promise is lost.
  }
}
