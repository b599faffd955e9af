import { canonicalJson } from './canonical-json';

/** The fields a person recognises, in the order they are shown; anything else (ids) is left out. */
const FIELDS = [
  'title',
  'status',
  'turn',
  'first_name',
  'last_name',
  'birthday',
  'question_text',
  'country',
  'telephone',
  'languages',
  'gender',
  'scholarship',
  'ethnicity',
  'relationship',
  'pets',
  'children',
  'vanity_name',
  'network',
  'content_type',
  'keyword',
  'number',
  'due_date',
  'deliverables',
  'price',
  'dates',
  'message',
  'versions',
  'files',
  'caption',
  'planned_publish_date',
  'decision',
  'version',
  'note',
  'post_url',
] as const;
export type Field = (typeof FIELDS)[number];

/** The fields of `record` shown, in order; `only` keeps a profile step's own. */
export function shownFields(record: Record<string, unknown>, only?: readonly string[]): Field[] {
  return FIELDS.filter((field) => present(record, field)).filter(
    (field) => !only || only.includes(field) || (field === 'dates' && only.includes('start_date')),
  );
}

function present(record: Record<string, unknown>, field: Field): boolean {
  if (field === 'dates') return typeof record.start_date === 'string';
  return field in record && record[field] !== undefined && record[field] !== null;
}

/** The values a shown field stands for: the dates row is the start and the end together. */
function valueOf(record: Record<string, unknown>, field: Field): string {
  return field === 'dates'
    ? canonicalJson([record.start_date ?? null, record.end_date ?? null])
    : canonicalJson(record[field] ?? null);
}

/** Whether a record speaks of a field at all (a key with no value still says "none"). */
function has(record: Record<string, unknown>, field: Field): boolean {
  return field === 'dates' ? 'start_date' in record : field in record;
}

/**
 * The fields whose values are not the same in both versions: only these are marked in the
 * conflict view. A field only one version speaks of (a proposal's status and turn beside the
 * terms sent) is context, not a difference.
 */
export function differingFields(
  mine: Record<string, unknown>,
  theirs: Record<string, unknown> | null,
  only?: readonly string[],
): Set<Field> {
  if (!theirs) return new Set();
  const shown = new Set([...shownFields(mine, only), ...shownFields(theirs, only)]);
  return new Set(
    [...shown].filter(
      (field) =>
        has(mine, field) && has(theirs, field) && valueOf(mine, field) !== valueOf(theirs, field),
    ),
  );
}
