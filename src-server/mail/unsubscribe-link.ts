import { ApiPath } from '../../src-shared/api/paths';

/**
 * The public unsubscribe link for an address, on the origin the person's mail program can reach
 * (`publicOrigin`: PUBLIC_URL, else the origin the request that caused the mail came in on).
 */
export function unsubscribeLink(origin: string, email: string): string {
  return `${origin}${ApiPath.unsubscribe}?to_email=${encodeURIComponent(email)}`;
}
