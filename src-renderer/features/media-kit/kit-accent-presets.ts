import { DEFAULT_KIT_ACCENT } from '../../../src-shared/domain/media-kit';

/**
 * Suggested accents, each dark enough for white text and for headings on the kit's white page.
 * `name` is the key of its Spanish name under `mediaKit.options.accentPresets`.
 */
export const KIT_ACCENT_PRESETS = [
  { name: 'violet', value: DEFAULT_KIT_ACCENT },
  { name: 'blue', value: '#1d4ed8' },
  { name: 'teal', value: '#0f766e' },
  { name: 'green', value: '#15803d' },
  { name: 'red', value: '#b91c1c' },
  { name: 'orange', value: '#c2410c' },
  { name: 'graphite', value: '#334155' },
] as const;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** `#RRGGBB` or `RRGGBB` typed by hand, as the kit options keep it; null when not a colour. */
export function normalizeAccent(typed: string): string | null {
  const trimmed = typed.trim();
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return HEX_COLOUR.test(withHash) ? withHash.toLowerCase() : null;
}
