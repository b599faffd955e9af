import { describe, expect, it } from 'vitest';
import {
  BRIEFCASE_IMAGE_MAX_BYTES,
  BRIEFCASE_VIDEO_MAX_BYTES,
} from '../../../src-shared/domain/briefcase';
import { checkMediaFile } from './media-file';
import { bigFile, MP4_BYTES, MOV_BYTES, PNG_BYTES } from './test-files';

describe('briefcase file check', () => {
  it('accepts JPEG/PNG images and MP4/MOV videos by name and content', async () => {
    expect(await checkMediaFile(new File([PNG_BYTES], 'foto.PNG'))).toEqual({
      ok: true,
      kind: 'image',
    });
    expect(await checkMediaFile(new File([MP4_BYTES], 'clip.mp4'))).toEqual({
      ok: true,
      kind: 'video',
    });
    expect(await checkMediaFile(new File([MOV_BYTES], 'clip.mov'))).toEqual({
      ok: true,
      kind: 'video',
    });
  });

  it('refuses other extensions whatever the content', async () => {
    expect(await checkMediaFile(new File([PNG_BYTES], 'foto.gif'))).toEqual({
      ok: false,
      problem: 'type',
    });
  });

  it('refuses renamed text files by their first bytes', async () => {
    const text = 'hola, no soy una imagen ni un video';
    expect(await checkMediaFile(new File([text], 'foto.jpg'))).toEqual({
      ok: false,
      problem: 'notImage',
    });
    expect(await checkMediaFile(new File([text], 'clip.mp4'))).toEqual({
      ok: false,
      problem: 'notVideo',
    });
  });

  it('refuses empty files', async () => {
    expect(await checkMediaFile(new File([], 'foto.png'))).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses files over the limit of their kind', async () => {
    expect(
      await checkMediaFile(bigFile(PNG_BYTES, 'foto.png', BRIEFCASE_IMAGE_MAX_BYTES + 1)),
    ).toEqual({ ok: false, problem: 'imageTooLarge' });
    expect(
      await checkMediaFile(bigFile(MP4_BYTES, 'clip.mp4', BRIEFCASE_VIDEO_MAX_BYTES + 1)),
    ).toEqual({ ok: false, problem: 'videoTooLarge' });
    // A video may be larger than an image may.
    expect(
      await checkMediaFile(bigFile(MP4_BYTES, 'clip.mp4', BRIEFCASE_IMAGE_MAX_BYTES + 1)),
    ).toEqual({ ok: true, kind: 'video' });
  });
});
