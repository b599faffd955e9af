/** One member of a tar archive: a folder or a regular file, its path relative to the archive. */
export interface TarEntry {
  path: string;
  kind: 'file' | 'folder';
  data: Uint8Array;
}

const BLOCK = 512;
const decoder = new TextDecoder('utf-8', { fatal: true });

function text(header: Uint8Array, start: number, end: number): string {
  const field = header.subarray(start, end);
  const nul = field.indexOf(0);
  return decoder.decode(nul === -1 ? field : field.subarray(0, nul));
}

function octal(header: Uint8Array, start: number, end: number): number {
  const digits = text(header, start, end).trim();
  if (!/^[0-7]+$/.test(digits)) throw new Error(`tar: campo numérico inválido "${digits}"`);
  return parseInt(digits, 8);
}

/** The header's checksum: every byte summed with the checksum field itself read as spaces. */
function checksumMatches(header: Uint8Array): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  return sum === octal(header, 148, 156);
}

/** `/base/5/1259` → `base/5/1259`; a path that climbs out of the archive is refused. */
function relativePath(name: string): string {
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.length === 0 || parts.includes('..'))
    throw new Error(`tar: ruta fuera del archivo "${name}"`);
  return parts.join('/');
}

/**
 * The members of an uncompressed ustar archive as PGlite's `dumpDataDir` writes them: folders and
 * regular files. Anything else (links, devices), a damaged header or a member running past the
 * end is refused rather than half-read: the result becomes a database.
 */
export function readTarEntries(archive: Uint8Array): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    // Two zero blocks end the archive; one is enough to stop reading.
    if (header.every((byte) => byte === 0)) return entries;
    if (!checksumMatches(header)) throw new Error(`tar: cabecera dañada en el byte ${offset}`);
    const prefix = text(header, 345, 500);
    const name = relativePath(prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    const size = octal(header, 124, 136);
    const type = String.fromCharCode(header[156] ?? 0);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error(`tar: "${name}" acaba fuera del archivo`);
    if (type === '5') {
      entries.push({ path: name, kind: 'folder', data: new Uint8Array() });
    } else if (type === '0' || type === '\0') {
      entries.push({ path: name, kind: 'file', data: archive.subarray(start, start + size) });
    } else {
      throw new Error(`tar: "${name}" no es un archivo ni una carpeta (tipo ${type})`);
    }
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new Error('tar: el archivo termina sin su bloque final');
}
