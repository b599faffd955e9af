/**
 * docs/PRODUCT.md §5.3: a handle is stored without its `@`, the way each
 * network's address writes it, so `@ana.crea` and `ana.crea` are the same account and the lists
 * that show `@{username}` never show `@@`.
 */
export function withoutLeadingAt(username: string): string {
  return username.trimStart().replace(/^[@＠]+/, '');
}
