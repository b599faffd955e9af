import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { GENERATED_IMAGE_MAX_BYTES, toGeneratedPng } from './generated-png';

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1abc9c' } });

async function failure(work: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('toGeneratedPng', () => {
  it('keeps a PNG, JPEG or WebP answer as a PNG, never enlarged', async () => {
    for (const bytes of [
      await canvas(300, 200).png().toBuffer(),
      await canvas(300, 200).jpeg().toBuffer(),
      await canvas(300, 200).webp().toBuffer(),
    ]) {
      const png = await toGeneratedPng({ bytes, contentType: 'image/png' });
      expect([png.width, png.height]).toEqual([300, 200]);
      expect((await sharp(png.bytes).metadata()).format).toBe('png');
    }
  });

  it('drops metadata and fits the side within 2048 px', async () => {
    const bytes = await canvas(4096, 1024)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Proveedor' } })
      .toBuffer();
    const png = await toGeneratedPng({ bytes, contentType: 'image/jpeg' });
    expect([png.width, png.height]).toEqual([2048, 512]);
    const metadata = await sharp(png.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
  });

  it('shrinks an image whose PNG would pass the briefcase limit', async () => {
    const noise = await sharp(randomBytes(2048 * 2048 * 3), {
      raw: { width: 2048, height: 2048, channels: 3 },
    })
      .png()
      .toBuffer();
    const png = await toGeneratedPng({ bytes: noise, contentType: 'image/png' });
    expect(png.bytes.length).toBeLessThanOrEqual(GENERATED_IMAGE_MAX_BYTES);
    expect(png.width).toBeLessThan(2048);
  });

  it('answers 502 for bytes that are not an image or do not decode', async () => {
    const text = await failure(
      toGeneratedPng({ bytes: Buffer.from('<html></html>'), contentType: 'image/png' }),
    );
    expect([text.status, text.code]).toEqual([502, 'provider_unavailable']);
    const png = await canvas(10, 10).png().toBuffer();
    const truncated = await failure(
      toGeneratedPng({ bytes: png.subarray(0, 20), contentType: 'image/png' }),
    );
    expect(truncated.message).toMatch(/no devolvió una imagen válida/);
  });
});
