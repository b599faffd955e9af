import { describe, expect, it } from 'vitest';
import { detectVideoKind } from './video-file';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const box = (brand: string) =>
  Uint8Array.from([0, 0, 0, 0x20, ...bytesOf('ftyp'), ...bytesOf(brand), 0, 0, 0, 0]);

describe('detectVideoKind', () => {
  it('reads MP4 and QuickTime by their ftyp box', () => {
    expect(detectVideoKind(box('isom'))).toBe('mp4');
    expect(detectVideoKind(box('mp42'))).toBe('mp4');
    expect(detectVideoKind(box('qt  '))).toBe('mov');
  });

  it('refuses anything else, and empty or short files', () => {
    expect(detectVideoKind(new Uint8Array())).toBeNull();
    expect(detectVideoKind(bytesOf('hola mundo, soy texto'))).toBeNull();
    expect(
      detectVideoKind(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0])),
    ).toBeNull();
  });
});
