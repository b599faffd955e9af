import { DEFAULT_KIT_ACCENT } from '../domain/media-kit';

/** The shades of the chosen accent a kit prints, all `#rrggbb`. */
export interface KitPalette {
  /** Bars, the trend line, rules: the colour as chosen. */
  accent: string;
  /** Headings, the handle and white-on-accent badges: the accent darkened until it reads. */
  ink: string;
  /** The cover's and contact block's background. */
  wash: string;
  /** Borders and the empty part of bars. */
  tint: string;
}

const HEX = /^#[0-9a-f]{6}$/i;
/** WCAG AA for normal text: headings in the accent stay readable on white paper. */
const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb =>
  [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const toHex = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `amount` 0 keeps the colour, 1 gives `towards`. */
function mix(rgb: Rgb, towards: Rgb, amount: number): Rgb {
  return rgb.map((channel, index) => channel + (towards[index]! - channel) * amount) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast of two colours, 1 to 21. */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The kit's colours from the account's accent. An accent that is not `#rrggbb` falls back to
 * the default; a light one (a yellow) keeps its bars but gets darker headings, readable (4.5:1)
 * on white and on the wash.
 */
export function kitPalette(chosen: string): KitPalette {
  const accent = HEX.test(chosen) ? chosen.toLowerCase() : DEFAULT_KIT_ACCENT;
  const rgb = toRgb(accent);
  // The handle and the agency's name sit on the wash, a shade darker than paper: the ink must
  // read there, and so on white too.
  const wash = mix(rgb, [255, 255, 255], 0.92);
  let ink = rgb;
  for (let step = 1; step <= 20 && contrast(ink, wash) < MIN_CONTRAST; step += 1) {
    ink = mix(rgb, [0, 0, 0], step / 20);
  }
  return {
    accent,
    ink: toHex(ink),
    wash: toHex(wash),
    tint: toHex(mix(rgb, [255, 255, 255], 0.8)),
  };
}
