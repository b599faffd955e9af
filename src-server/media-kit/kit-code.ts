import { MEDIA_KIT_CODE_PATTERN } from '../../src-shared/domain/media-kit';

/**
 * A verification code as someone may have typed it from a printed kit: Crockford base 32 reads
 * lowercase as uppercase, O as 0 and I or L as 1, and ignores hyphens. Null when what is left is
 * not a code, so the caller answers 404 without asking the database.
 */
export function normalizeKitCode(raw: string): string | null {
  const code = raw.trim().toUpperCase().replace(/-/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return MEDIA_KIT_CODE_PATTERN.test(code) ? code : null;
}
