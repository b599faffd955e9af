import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import type { AgencyDetails } from '../../src-shared/domain/media-kit';
import { detectImageKind, type ImageKind } from '../../src-shared/rules/image-file';
import type { AgencyDetailsInputSchema } from '../../src-shared/schemas/media-kit';
import { AGENCY_LOGO_MAX_BYTES } from '../../src-shared/schemas/media-kit';
import { AGENCY_TEXT_MAX_LENGTH } from '../../src-shared/rules/text-limits';
import { readJsonFile, writeJsonFileAtomic } from '../storage/json-file';

/** "Datos de la agencia" as the bridge schema hands them over (trimmed, logo bytes checked). */
export type AgencyDetailsInput = v.InferOutput<typeof AgencyDetailsInputSchema>;

const FILE_NAME = 'agency.json';
const MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png' };
const TEXT_FIELDS = ['name', 'contact_person', 'email', 'phone'] as const;

/** `agency.json`'s shape; the values are then re-checked (lengths, logo bytes) as they are used. */
const StoredAgencySchema = v.looseObject({
  name: v.optional(v.string()),
  contact_person: v.optional(v.string()),
  email: v.optional(v.string()),
  phone: v.optional(v.string()),
  logo: v.optional(v.nullable(v.string())),
});

/** The logo as kits print it: a `data:` URL of JPEG or PNG bytes, so it prints offline. */
function logoDataUrl(bytes: Uint8Array): string | null {
  const kind = detectImageKind(bytes);
  if (!kind || bytes.byteLength === 0 || bytes.byteLength > AGENCY_LOGO_MAX_BYTES) return null;
  return `data:${MIME[kind]};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A stored logo is used only while its bytes still are a JPEG or PNG within the limit. */
function checkedLogo(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^data:image\/(?:jpeg|png);base64,([A-Za-z0-9+/]+=*)$/.exec(value);
  if (!match) return null;
  return logoDataUrl(Buffer.from(match[1]!, 'base64'));
}

function checkedText(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, AGENCY_TEXT_MAX_LENGTH * 4) : '';
}

const isEmpty = (details: AgencyDetails) =>
  TEXT_FIELDS.every((field) => details[field] === '') && details.logo === null;

/**
 * The agency behind this desktop's kits, once per desktop in `agency.json` of the user-data
 * folder (written atomically). Nothing set answers null, and clearing every field removes the file.
 */
export class AgencyStore {
  private readonly path: string;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(userDataDir: string) {
    this.path = join(userDataDir, FILE_NAME);
  }

  async get(): Promise<AgencyDetails | null> {
    const stored = await readJsonFile<unknown>(this.path, null, { schema: StoredAgencySchema });
    if (typeof stored !== 'object' || stored === null) return null;
    const entry = stored as Partial<Record<keyof AgencyDetails, unknown>>;
    const details: AgencyDetails = {
      name: checkedText(entry.name),
      contact_person: checkedText(entry.contact_person),
      email: checkedText(entry.email),
      phone: checkedText(entry.phone),
      logo: checkedLogo(entry.logo),
    };
    return isEmpty(details) ? null : details;
  }

  /**
   * Replaces the text fields; a new logo replaces the stored one, `remove_logo` drops it, and
   * neither keeps it. Answers what kits will print from now on.
   */
  save(input: AgencyDetailsInput): Promise<AgencyDetails | null> {
    return this.serial(async () => {
      const stored = await this.get();
      let logo = stored?.logo ?? null;
      if (input.remove_logo) logo = null;
      if (input.logo) logo = logoDataUrl(input.logo);
      const details: AgencyDetails = {
        name: input.name.trim(),
        contact_person: input.contact_person.trim(),
        email: input.email.trim(),
        phone: input.phone.trim(),
        logo,
      };
      if (isEmpty(details)) {
        await rm(this.path, { force: true });
        return null;
      }
      await writeJsonFileAtomic(this.path, details);
      return details;
    });
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
