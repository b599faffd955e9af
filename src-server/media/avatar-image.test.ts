import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { AVATAR_SIZE, toAvatarJpeg } from './avatar-image';

/** 200×100: red on the left half, blue on the right. */
function halves(): Sharp {
  const red = { r: 255, g: 0, b: 0 };
  return sharp({ create: { width: 200, height: 100, channels: 3, background: red } }).composite([
    {
      input: {
        create: { width: 100, height: 100, channels: 3, background: { r: 0, g: 0, b: 255 } },
      },
      left: 100,
      top: 0,
    },
  ]);
}

async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...data.subarray(offset, offset + 3)];
}

describe('toAvatarJpeg', () => {
  it('turns the image upright by its EXIF orientation before cropping', async () => {
    // Orientation 6: shown rotated 90° clockwise, so the red left half ends up on top.
    const upload = await halves().jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const avatar = await toAvatarJpeg(upload);
    const meta = await sharp(avatar).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE, height: AVATAR_SIZE });
    expect(meta.orientation).toBeUndefined();
    const [topRed, , topBlue] = await pixel(avatar, 256, 20);
    const [bottomRed, , bottomBlue] = await pixel(avatar, 256, 490);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it('puts transparency on white', async () => {
    const clear = await sharp({
      create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const [r, g, b] = await pixel(await toAvatarJpeg(clear), 100, 100);
    expect(Math.min(r ?? 0, g ?? 0, b ?? 0)).toBeGreaterThan(245);
  });

  it('refuses other formats and undecodable bytes with a 415', async () => {
    const webp = await halves().webp().toBuffer();
    for (const bytes of [webp, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])]) {
      const error = await toAvatarJpeg(bytes).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(415);
    }
  });
});
