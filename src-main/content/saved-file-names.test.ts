import { describe, expect, it } from 'vitest';
import { aiImageFileName, storyFileKind, storyFileName } from './saved-file-names';

const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const ftyp = (brand: string) =>
  Uint8Array.from([0, 0, 0, 20, ...new TextEncoder().encode(`ftyp${brand}`), 0, 0, 2, 0]);

describe('names suggested in the save dialog', () => {
  it('names a studio image after the first words of its prompt, safe on any file system', () => {
    expect(
      aiImageFileName({ id: 'a', prompt: 'Ñandú   en la Ciudad de México, al atardecer' }),
    ).toBe('imagen-nandu-en-la-ciudad-de-mexico.png');
    expect(aiImageFileName({ id: 'a', prompt: '../../CON: <script>' })).toBe(
      'imagen-con-script.png',
    );
    expect(
      aiImageFileName({ id: '1f0c2d3e-aaaa-4bbb-8ccc-0123456789ab', prompt: '猫の宇宙飛行士' }),
    ).toBe('imagen-1f0c2d3e.png');
    expect(aiImageFileName({ id: 'x', prompt: 'a'.repeat(200) })).toHaveLength(
      'imagen-.png'.length + 60,
    );
  });

  it('names a story after its day and id', () => {
    expect(storyFileName({ id: '9b2c-44d1-aa', taken_at: '2025-03-05T23:10:00.000Z' }, 'mp4')).toBe(
      'historia-2025-03-05-9b2c44d1.mp4',
    );
  });
});

describe('what a story is saved as', () => {
  const at = (path: string) => `http://127.0.0.1:1/media/stories/${path}`;

  it('takes mp4 or mov from the extension of a video, once the bytes are a video', () => {
    expect(storyFileKind({ media_type: 'video', media_url: at('a.mov') }, ftyp('qt  '))).toBe(
      'mov',
    );
    expect(storyFileKind({ media_type: 'video', media_url: at('a.mp4') }, ftyp('isom'))).toBe(
      'mp4',
    );
    // Without a known extension, the bytes say which.
    expect(storyFileKind({ media_type: 'video', media_url: at('a') }, ftyp('qt  '))).toBe('mov');
    expect(storyFileKind({ media_type: 'video', media_url: at('a.mp4') }, JPEG)).toBeNull();
  });

  it('saves an image as what its bytes hold', () => {
    expect(storyFileKind({ media_type: 'image', media_url: at('a.jpg') }, JPEG)).toBe('jpg');
    expect(storyFileKind({ media_type: 'image', media_url: at('a.png') }, PNG)).toBe('png');
    expect(storyFileKind({ media_type: 'image', media_url: at('a.png') }, JPEG)).toBe('jpg');
    expect(storyFileKind({ media_type: 'image', media_url: at('a.jpg') }, ftyp('isom'))).toBeNull();
  });
});
