/** What a form held when its draft was last saved on this desktop. */
export interface SavedDraft {
  values: Record<string, unknown>;
  saved_at: string;
}

/**
 * A draft read for the active account. `set_aside` names the file an unreadable draft was moved
 * to (`<key>.json.corrupt-<time>`), so the form can say it was not lost silently; `draft` is then
 * null.
 */
export interface DraftAnswer {
  draft: SavedDraft | null;
  set_aside: string | null;
}
