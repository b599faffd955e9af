import * as v from 'valibot';
import { detectImageKind } from '../../../src-shared/rules/image-file';
import { AgencyDetailsInputSchema } from '../../../src-shared/schemas/media-kit';

export type AgencyLogoRead =
  { ok: true; bytes: Uint8Array<ArrayBuffer>; url: string } | { ok: false; message: string };

const MIME = { jpeg: 'image/jpeg', png: 'image/png' } as const;
// btoa takes a binary string; building it in slices keeps large files off the call stack.
const SLICE = 0x8000;

function dataUrlOf(bytes: Uint8Array, mime: string): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(start, start + SLICE));
  }
  return `data:${mime};base64,${btoa(binary)}`;
}

/**
 * Reads a chosen file and checks it with the very rule main applies (JPEG or PNG by its bytes,
 * within the size limit), so a refused file never reaches the bridge. The preview is a `data:`
 * URL, which the app's CSP allows and nothing has to revoke.
 */
export async function readAgencyLogo(file: File): Promise<AgencyLogoRead> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = v.safeParse(AgencyDetailsInputSchema.entries.logo, bytes);
  const kind = detectImageKind(bytes);
  if (!checked.success || !kind) {
    return { ok: false, message: checked.issues?.[0]?.message ?? 'validation.imageType' };
  }
  return { ok: true, bytes, url: dataUrlOf(bytes, MIME[kind]) };
}
