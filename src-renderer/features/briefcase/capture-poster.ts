import { PROFILE_IMAGE_MAX_BYTES, detectImageKind } from '../../../src-shared/rules/image-file';

/** Grid stills are small; 1280 px keeps a poster sharp in the viewer and far below the limit. */
const POSTER_MAX_EDGE = 1280;
const POSTER_QUALITY = 0.85;
/** A frame a second in skips the black fade-in many clips start with. */
const POSTER_AT_SECONDS = 1;
/** A codec Chromium cannot decode never fires `seeked`; the upload must not wait for it. */
const CAPTURE_TIMEOUT_MS = 8000;

/**
 * Takes a still of a video in the page (a video element and a canvas) and encodes it as JPEG, so
 * the grid shows a frame instead of a blank tile. Any failure (a codec the platform lacks, a
 * policy refusing `blob:` media, a timeout) answers null: the upload goes on without a poster.
 */
export async function capturePoster(file: Blob): Promise<Uint8Array<ArrayBuffer> | null> {
  const url = URL.createObjectURL(file);
  try {
    return await capturePosterFrom(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The same still from a video the page can load by address: a draft's file held by main, served
 * on the page's own origin (so the canvas may read it).
 */
export async function capturePosterFrom(url: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const video = document.createElement('video');
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Poster capture timed out')), CAPTURE_TIMEOUT_MS);
    });
    await Promise.race([showFrame(video, url), timeout]);
    const bytes = await encodeFrame(video);
    // The bridge refuses a whole upload whose poster is not a JPEG/PNG within the image limit.
    return detectImageKind(bytes) && bytes.byteLength <= PROFILE_IMAGE_MAX_BYTES ? bytes : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    video.removeAttribute('src');
  }
}

/** Loads the video muted and seeks to the frame to draw. */
function showFrame(video: HTMLVideoElement, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.addEventListener('error', () => reject(new Error('The video could not be decoded')));
    video.addEventListener('seeked', () => resolve(), { once: true });
    video.addEventListener(
      'loadeddata',
      () => {
        const duration = Number.isFinite(video.duration) ? video.duration : 0;
        const at = Math.min(POSTER_AT_SECONDS, duration / 2);
        if (at > 0) video.currentTime = at;
        else resolve();
      },
      { once: true },
    );
    video.src = url;
  });
}

async function encodeFrame(video: HTMLVideoElement): Promise<Uint8Array<ArrayBuffer>> {
  const { videoWidth: width, videoHeight: height } = video;
  if (width === 0 || height === 0) throw new Error('The video has no picture');
  const scale = Math.min(1, POSTER_MAX_EDGE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      POSTER_QUALITY,
    );
  });
  return new Uint8Array(await blob.arrayBuffer());
}
