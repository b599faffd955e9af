import { describe, expect, it } from 'vitest';
import {
  MEDIA_KIT_FILE_NAME_MAX,
  mediaKitFileName,
  takenFileNames,
  uniqueFileName,
} from './media-kit-file-name';

describe('media kit file names', () => {
  it.each([
    [{ handle: 'ana.lopez', name: 'Ana López' }, 'pdf', 'kit-de-medios-ana-lopez.pdf'],
    [{ handle: null, name: 'Ñandú Pérez Muñoz' }, 'png', 'kit-de-medios-nandu-perez-munoz.png'],
    [{ handle: '../../etc/passwd', name: 'X' }, 'pdf', 'kit-de-medios-etc-passwd.pdf'],
    [{ handle: null, name: 'C:\\CON\\nul' }, 'pdf', 'kit-de-medios-c-con-nul.pdf'],
    [{ handle: null, name: '李小龙 🎬' }, 'pdf', 'kit-de-medios-creador.pdf'],
    [{ handle: '', name: '  ' }, 'png', 'kit-de-medios-creador.png'],
  ] as const)('%o as %s → %s', (kit, format, expected) => {
    expect(mediaKitFileName(kit, format)).toBe(expected);
  });

  it('keeps long names within the limit, ASCII and without a trailing hyphen', () => {
    const name = mediaKitFileName({ handle: null, name: 'Ana '.repeat(60) }, 'pdf');
    expect(name.length).toBeLessThanOrEqual(MEDIA_KIT_FILE_NAME_MAX);
    expect(name).toMatch(/^kit-de-medios-[a-z0-9-]*[a-z0-9]\.pdf$/);
  });

  it('never yields a reserved device name or a path', () => {
    for (const name of ['CON', 'nul', 'COM1', 'LPT9', 'aux', '.', '..']) {
      const fileName = mediaKitFileName({ handle: name, name }, 'pdf');
      expect(fileName.split('.')[0]!.toUpperCase()).not.toMatch(/^(CON|PRN|AUX|NUL|COM\d|LPT\d)$/);
      expect(fileName).not.toMatch(/[\\/:]/);
    }
  });

  it('numbers repeated names in a batch, without case, and records each answer', () => {
    const taken = takenFileNames(['Kit-De-Medios-Ana.pdf']);
    expect(uniqueFileName('kit-de-medios-ana.pdf', taken)).toBe('kit-de-medios-ana-2.pdf');
    expect(uniqueFileName('kit-de-medios-ana.pdf', taken)).toBe('kit-de-medios-ana-3.pdf');
    expect(uniqueFileName('kit-de-medios-beto.pdf', taken)).toBe('kit-de-medios-beto.pdf');
    expect(uniqueFileName('kit-de-medios-beto.pdf', taken)).toBe('kit-de-medios-beto-2.pdf');
  });

  it('keeps a numbered long name within the limit', () => {
    const long = mediaKitFileName({ handle: 'a'.repeat(200), name: '' }, 'png');
    const taken = takenFileNames([long]);
    const second = uniqueFileName(long, taken);
    expect(second).toMatch(/-2\.png$/);
    expect(second.length).toBeLessThanOrEqual(MEDIA_KIT_FILE_NAME_MAX);
  });
});
