import * as v from 'valibot';
import { ROLES } from '../../src-shared/domain/user';
import type { StoredAccount } from './account-registry';

const text = v.string();
const nullableText = v.nullable(v.string());

/**
 * The fields of a cached user that main reads on its own (names, role, handle, avatar); the rest
 * is the server's last answer kept as it was, so older or newer versions' files stay readable.
 */
const CachedUserSchema = v.looseObject({
  id: text,
  email: text,
  role: v.nullable(v.picklist(ROLES)),
  first_name: v.optional(text),
  last_name: v.optional(text),
  profile_image: v.optional(nullableText),
  vanity_name: v.optional(nullableText),
});

const OrganizationSchema = v.looseObject({
  company: nullableText,
  firstBrand: v.nullable(v.looseObject({ id: text, name: text })),
});

const StoredAccountSchema = v.looseObject({
  id: text,
  userId: text,
  email: text,
  role: v.nullable(v.picklist(ROLES)),
  displayName: text,
  // Absent in files written before handles were kept.
  handle: v.optional(nullableText),
  avatarUrl: nullableText,
  server: text,
  // Absent in files written before offline copies existed.
  syncedAt: v.optional(nullableText),
  user: CachedUserSchema,
  organization: v.optional(OrganizationSchema),
});

export interface RegistryFile {
  activeAccountId: string | null;
  accounts: StoredAccount[];
}

/**
 * `accounts.json`. Checked field by field as written by this app; a cached user whose other
 * fields drifted is still the last answer the server gave, hence the one cast.
 */
export const RegistryFileSchema = v.object({
  activeAccountId: nullableText,
  accounts: v.array(StoredAccountSchema),
}) as unknown as v.GenericSchema<unknown, RegistryFile>;
