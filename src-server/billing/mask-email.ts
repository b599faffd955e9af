/** At most two characters of a part stay visible, and never all of it. */
function maskPart(part: string): string {
  const visible = Math.max(1, Math.min(2, part.length - 1));
  return `${part.slice(0, visible)}***`;
}

/**
 * A payout address shown without giving it away (`ana.lopez@gmail.com` → `an***@gm***.com`):
 * the start of the name and of the domain, and the top-level domain, enough for the owner to
 * recognise it on a shared screen.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return maskPart(email);
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${maskPart(local)}@${maskPart(host)}${tld}`;
}
