/** docs/PRODUCT.md §5/§9 limits on multi-selects. */
export const MAX_LANGUAGES = 5;
export const MAX_ETHNICITIES = 4;
export const MAX_PETS = 4;
/** The languages warning shows once more than 4 are selected. */
export const LANGUAGES_WARNING_ABOVE = 4;

export interface ToggleResult<T> {
  selected: T[];
  /** True when the pick was refused because the list is full; `selected` is then unchanged. */
  refused: boolean;
}

/** Selecting toggles an item in its set; a pick past the limit is refused, not dropped silently. */
export function toggleLimited<T>(selected: readonly T[], item: T, max: number): ToggleResult<T> {
  if (selected.includes(item)) {
    return { selected: selected.filter((known) => known !== item), refused: false };
  }
  if (selected.length >= max) return { selected: [...selected], refused: true };
  return { selected: [...selected, item], refused: false };
}

export function showLanguagesWarning(selected: readonly unknown[]): boolean {
  return selected.length > LANGUAGES_WARNING_ABOVE;
}
