import { describe, expect, it } from 'vitest';
import { readTarEntries } from './tar-entries';

const BLOCK = 512;

/** One ustar header block for `name`, with a correct checksum unless told otherwise. */
function header(
  name: string,
  size: number,
  type: string,
  { badChecksum = false } = {},
): Uint8Array {
  const block = new Uint8Array(BLOCK);
  const put = (offset: number, value: string) => block.set(new TextEncoder().encode(value), offset);
  put(0, name);
  put(100, '0000600\0');
  put(124, `${size.toString(8).padStart(11, '0')}\0`);
  put(156, type);
  put(257, 'ustar\0');
  put(148, '        ');
  let sum = block.reduce((total, byte) => total + byte, 0);
  if (badChecksum) sum += 1;
  put(148, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

function archive(...members: Array<[Uint8Array, Uint8Array?]>): Uint8Array {
  const blocks: Uint8Array[] = [];
  for (const [head, data] of members) {
    blocks.push(head);
    if (data) {
      const padded = new Uint8Array(Math.ceil(data.length / BLOCK) * BLOCK);
      padded.set(data);
      blocks.push(padded);
    }
  }
  blocks.push(new Uint8Array(BLOCK * 2));
  const joined = new Uint8Array(blocks.reduce((total, block) => total + block.length, 0));
  let offset = 0;
  for (const block of blocks) {
    joined.set(block, offset);
    offset += block.length;
  }
  return joined;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readTarEntries', () => {
  it('reads folders and files with their contents, paths relative to the archive', () => {
    const content = bytes('x'.repeat(700));
    const entries = readTarEntries(
      archive(
        [header('/base', 0, '5')],
        [header('/base/5/1259', content.length, '0'), content],
        [header('/PG_VERSION', 3, '0'), bytes('18\n')],
      ),
    );
    expect(entries.map(({ path, kind }) => [path, kind])).toEqual([
      ['base', 'folder'],
      ['base/5/1259', 'file'],
      ['PG_VERSION', 'file'],
    ]);
    expect(new TextDecoder().decode(entries[1]?.data)).toBe('x'.repeat(700));
    expect(new TextDecoder().decode(entries[2]?.data)).toBe('18\n');
  });

  it('refuses a path that climbs out of the folder it is unpacked into', () => {
    expect(() => readTarEntries(archive([header('/base/../../etc/passwd', 0, '0')]))).toThrow(
      /ruta fuera del archivo/,
    );
  });

  it('refuses links, damaged headers, cut members and an archive without its end', () => {
    expect(() => readTarEntries(archive([header('/base/link', 0, '2')]))).toThrow(/tipo 2/);
    expect(() =>
      readTarEntries(
        archive([header('/PG_VERSION', 3, '0', { badChecksum: true }), bytes('18\n')]),
      ),
    ).toThrow(/cabecera dañada/);
    const cut = archive([header('/global/1262', 8192, '0'), new Uint8Array(8192)]).subarray(
      0,
      4096,
    );
    expect(() => readTarEntries(cut)).toThrow(/acaba fuera del archivo/);
    expect(() => readTarEntries(header('/PG_VERSION', 0, '0'))).toThrow(/sin su bloque final/);
  });
});
