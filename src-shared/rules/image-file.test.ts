import { describe, expect, it } from 'vitest';
import { detectImageKind, hasImageExtension } from './image-file';

describe('image checks', () => {
  it('tells JPEG and PNG by their bytes, not their names', () => {
    expect(detectImageKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('jpeg');
    expect(
      detectImageKind(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toBe('png');
    expect(detectImageKind(new TextEncoder().encode('GIF89a...'))).toBeNull();
    expect(
      detectImageKind(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(detectImageKind(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(detectImageKind(new Uint8Array([]))).toBeNull();
  });

  it.each([
    ['foto.jpg', true],
    ['FOTO.JPEG', true],
    ['avatar.png', true],
    ['avatar.png.exe', false],
    ['animacion.gif', false],
    ['sin-extension', false],
  ])('%s has an accepted extension: %s', (name, accepted) => {
    expect(hasImageExtension(name)).toBe(accepted);
  });
});
