import { detectImageKind } from '../../src-shared/rules/image-file';

const MIME = { jpeg: 'image/jpeg', png: 'image/png' } as const;

/**
 * A multipart body with one image under `field`, typed by its content (the bridge schema has
 * already refused anything that is not JPEG or PNG).
 */
export function imageForm(field: string, bytes: Uint8Array, fileName: string): FormData {
  const form = new FormData();
  // A copy on an ArrayBuffer of its own: the bytes from IPC may sit on a shared buffer.
  const own = Uint8Array.from(bytes);
  form.append(field, new Blob([own], { type: MIME[detectImageKind(bytes) ?? 'jpeg'] }), fileName);
  return form;
}
