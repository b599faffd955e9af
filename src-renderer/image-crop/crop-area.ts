/** A rectangle in the source image's own pixels (react-easy-crop's `Area`). */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest centred square: what "Subir" uses before the cropper has reported an area. */
export function centeredSquare(width: number, height: number): PixelArea {
  const edge = Math.min(width, height);
  return { x: (width - edge) / 2, y: (height - edge) / 2, width: edge, height: edge };
}

/** Output edge in pixels: the crop's own size, never above `maxEdge`. */
export function outputEdge(area: PixelArea, maxEdge: number): number {
  return Math.max(1, Math.min(maxEdge, Math.round(Math.min(area.width, area.height))));
}
