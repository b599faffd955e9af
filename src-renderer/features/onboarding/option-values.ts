/**
 * The user's stored choices filtered to the catalogue the form offers: a value the catalogue no
 * longer has would make the step unsavable without the creator being able to see why.
 */
export function knownOption(catalogue: readonly string[], value: string | null): string | null {
  return value !== null && catalogue.includes(value) ? value : null;
}

export function knownOptions(catalogue: readonly string[], values: readonly string[]): string[] {
  return values.filter((value) => catalogue.includes(value));
}
