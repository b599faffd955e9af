import { createHash } from 'node:crypto';
import type { KitFigures } from '../../src-shared/domain/media-kit';
import { canonicalKitFigures } from '../../src-shared/media-kit/kit-figures';

/**
 * The hex SHA-256 of the figures' canonical JSON (UTF-8). Always computed here from the figures
 * themselves: a digest sent by a client would vouch for nothing.
 */
export function kitDigest(figures: KitFigures): string {
  return createHash('sha256').update(canonicalKitFigures(figures), 'utf8').digest('hex');
}

/** The figures in their canonical order and shape, as answers show them. */
export function canonicalFigures(figures: KitFigures): KitFigures {
  return JSON.parse(canonicalKitFigures(figures)) as KitFigures;
}
