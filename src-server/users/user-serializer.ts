import { emptyMetaInfo, type User } from '../../src-shared/domain/user';
import { permissionsFor } from '../auth/permissions';
import type { UserRow } from '../db/schema';
import { mediaUrl } from '../media/media-url';

/**
 * The user exactly as answers carry it: known keys only, so secrets and provider ids stay in.
 * `origin` (http/public-origin.ts) turns the stored avatar path into an absolute URL.
 */
export function serializeUser(row: UserRow, origin: string): User {
  // Defaults first so a row written before a meta_info key existed still answers the full shape.
  const meta = { ...emptyMetaInfo(), ...(row.meta_info ?? {}) };
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    permissions: permissionsFor(row.role),
    first_name: row.first_name,
    last_name: row.last_name,
    profile_image: mediaUrl(row.profile_image, origin),
    question_text: row.question_text,
    telephone: row.telephone,
    country: row.country,
    meta_info: {
      birthday: meta.birthday,
      languages: meta.languages,
      gender: meta.gender,
      scholarship: meta.scholarship,
      ethnicity: meta.ethnicity,
      relationship: meta.relationship,
      pets: meta.pets,
      children: meta.children,
    },
    vanity_name: row.vanity_name,
  };
}
