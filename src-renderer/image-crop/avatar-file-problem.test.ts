import { describe, expect, it } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES } from '../../src-shared/rules/image-file';
import { avatarFileProblem } from './avatar-file-problem';

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const fileOf = (name: string, bytes: number[] | Uint8Array<ArrayBuffer>) =>
  new File([bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)], name);

describe('avatarFileProblem', () => {
  it('accepts JPEG and PNG content with a matching extension', async () => {
    expect(await avatarFileProblem(fileOf('foto.jpg', JPEG_HEAD))).toBeNull();
    expect(await avatarFileProblem(fileOf('FOTO.JPEG', JPEG_HEAD))).toBeNull();
    expect(await avatarFileProblem(fileOf('foto.png', PNG_HEAD))).toBeNull();
  });

  it('refuses other extensions, whatever the content', async () => {
    expect(await avatarFileProblem(fileOf('foto.gif', JPEG_HEAD))).toBe('validation.imageType');
    expect(await avatarFileProblem(fileOf('foto', PNG_HEAD))).toBe('validation.imageType');
  });

  it('refuses content that is not JPEG or PNG behind an image name', async () => {
    const text = [...new TextEncoder().encode('hola, no soy una imagen')];
    expect(await avatarFileProblem(fileOf('foto.jpg', text))).toBe('validation.imageType');
  });

  it('refuses empty files and files over 5 MB', async () => {
    expect(await avatarFileProblem(fileOf('foto.png', []))).toBe('validation.imageInvalid');
    const big = new Uint8Array(PROFILE_IMAGE_MAX_BYTES + 1);
    big.set(JPEG_HEAD);
    expect(await avatarFileProblem(fileOf('foto.jpg', big))).toBe('validation.imageTooLarge');
    const limit = new Uint8Array(PROFILE_IMAGE_MAX_BYTES);
    limit.set(JPEG_HEAD);
    expect(await avatarFileProblem(fileOf('foto.jpg', limit))).toBeNull();
  });
});
