/**
 * Every message a valibot schema (or action) inside `value` carries, found by walking the schema
 * objects themselves, so keys built at run time (`textBetween(…, 'title')`) are found too.
 */
export function schemaMessageKeys(value: unknown): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') keys.add(message);
    for (const child of Object.values(node)) walk(child);
  };
  walk(value);
  return keys;
}
