/** A person as a sign-in provider vouches for them (the e-mail is already verified by it). */
export interface ExternalIdentity {
  provider: 'google' | 'facebook';
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
}

/** Providers give one display name at times; the first word is the first name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}
