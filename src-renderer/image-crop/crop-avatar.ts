import { centeredSquare, outputEdge, type PixelArea } from './crop-area';

/** Avatars are shown small; 1024 px keeps them sharp on any screen and far below 5 MB. */
export const AVATAR_MAX_EDGE = 1024;
const JPEG_QUALITY = 0.9;
/** JPEG has no transparency: transparent PNG areas become this instead of black. */
const BACKGROUND = '#ffffff';

/**
 * Draws the chosen square of the image on a canvas and encodes it as JPEG bytes. `area` is in
 * the image's pixels; without one the centred square is used.
 */
export async function cropAvatar(
  imageUrl: string,
  area: PixelArea | null,
  maxEdge: number = AVATAR_MAX_EDGE,
): Promise<Uint8Array<ArrayBuffer>> {
  const image = await loadImage(imageUrl);
  const source = area ?? centeredSquare(image.naturalWidth, image.naturalHeight);
  const edge = outputEdge(source, maxEdge);
  const canvas = document.createElement('canvas');
  canvas.width = edge;
  canvas.height = edge;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.fillStyle = BACKGROUND;
  context.fillRect(0, 0, edge, edge);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, source.x, source.y, source.width, source.height, 0, 0, edge, edge);
  const blob = await new Promise<Blob>((resolve, reject) => {
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error('JPEG encoding failed'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
  return new Uint8Array(await blob.arrayBuffer());
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded'));
    image.src = url;
  });
}
