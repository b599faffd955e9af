import { describe, expect, it } from 'vitest';
import { DEFAULT_KIT_ACCENT } from '../domain/media-kit';
import { kitPalette } from './kit-accent';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the kit palette', () => {
  it.each(['#6d28d9', '#0b7a3e', '#ffd400', '#00e5ff', '#ff7a00', '#ffffff', '#000000'])(
    'keeps headings in %s readable on paper and on the wash (4.5:1)',
    (accent) => {
      const palette = kitPalette(accent);
      expect(palette.accent).toBe(accent);
      expect(contrast(palette.ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.ink, palette.wash)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps an accent that already reads as it is', () => {
    expect(kitPalette('#0B7A3E').ink).toBe('#0b7a3e');
  });

  it('falls back to the default accent for anything but #rrggbb', () => {
    for (const value of ['red', '#fff', 'url(x)', '#12345g']) {
      expect(kitPalette(value).accent).toBe(DEFAULT_KIT_ACCENT);
    }
  });
});
