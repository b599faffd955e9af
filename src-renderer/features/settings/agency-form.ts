import * as v from 'valibot';
import type { AgencyDetails } from '../../../src-shared/domain/media-kit';
import {
  AGENCY_LOGO_MAX_BYTES,
  AgencyDetailsInputSchema,
} from '../../../src-shared/schemas/media-kit';
import { AGENCY_TEXT_MAX_LENGTH } from '../../../src-shared/rules/text-limits';
import { VALIDATION_PARAMS } from '../../i18n/validation-params';

const BYTES_PER_MB = 1024 * 1024;

/** The text fields as the form edits them; the logo is chosen apart (see `AgencyLogoChoice`). */
export const AgencyTextSchema = v.strictObject({
  name: AgencyDetailsInputSchema.entries.name,
  contact_person: AgencyDetailsInputSchema.entries.contact_person,
  email: AgencyDetailsInputSchema.entries.email,
  phone: AgencyDetailsInputSchema.entries.phone,
});

export type AgencyTextValues = v.InferInput<typeof AgencyTextSchema>;
export type AgencyTextOutput = v.InferOutput<typeof AgencyTextSchema>;
export const AGENCY_TEXT_FIELDS = ['name', 'contact_person', 'email', 'phone'] as const;

/**
 * What happens to the logo on save: the stored one stays (`kept`), a newly chosen file replaces
 * it (its bytes are sent, with a `data:` URL only for the preview), or it is dropped.
 */
export type AgencyLogoChoice =
  | { kind: 'kept'; url: string | null }
  | { kind: 'picked'; bytes: Uint8Array<ArrayBuffer>; url: string }
  | { kind: 'removed' };

/** Numbers quoted by the messages of this form: the shared ones plus the agency's own limits. */
export const AGENCY_MESSAGE_PARAMS = {
  ...VALIDATION_PARAMS,
  textMax: AGENCY_TEXT_MAX_LENGTH,
  imageMaxMb: AGENCY_LOGO_MAX_BYTES / BYTES_PER_MB,
  logoMaxMb: AGENCY_LOGO_MAX_BYTES / BYTES_PER_MB,
} as const;

export const agencyTextOf = (details: AgencyDetails | null): AgencyTextValues => ({
  name: details?.name ?? '',
  contact_person: details?.contact_person ?? '',
  email: details?.email ?? '',
  phone: details?.phone ?? '',
});

/** The bridge's input: logo bytes only when newly chosen, `remove_logo` only when dropped. */
export function agencyInputOf(
  text: AgencyTextOutput,
  logo: AgencyLogoChoice,
): v.InferInput<typeof AgencyDetailsInputSchema> {
  return {
    ...text,
    ...(logo.kind === 'picked' ? { logo: logo.bytes } : {}),
    ...(logo.kind === 'removed' ? { remove_logo: true } : {}),
  };
}
