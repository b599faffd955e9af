/** The uploaded file is always the JPEG the crop produced: keep the creator's name, fix the type. */
export function avatarFileName(original: string): string {
  const base = original.replace(/\.[^.]*$/, '').trim() || 'avatar';
  return `${base.slice(0, 200)}.jpg`;
}
