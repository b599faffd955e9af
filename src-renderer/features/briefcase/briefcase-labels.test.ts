import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import type { MediaFileProblem, MediaKind } from './media-file';

const PROBLEMS: Record<MediaFileProblem, true> = {
  type: true,
  empty: true,
  imageTooLarge: true,
  videoTooLarge: true,
  notImage: true,
  notVideo: true,
};
const KINDS: Record<MediaKind, true> = { image: true, video: true };

describe('briefcase labels', () => {
  it('has a message for every value the screens build a key from', () => {
    const keys = [
      ...Object.keys(PROBLEMS).map((problem) => `briefcase.problems.${problem}`),
      ...Object.keys(KINDS).map((kind) => `briefcase.kinds.${kind}`),
      ...['poster', 'sending'].map((phase) => `briefcase.upload.phase.${phase}`),
    ];
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('quotes the limits the checks apply', () => {
    expect(i18n.t('briefcase.upload.description', { imageMaxMb: 10, videoMaxMb: 50 })).toBe(
      'Una imagen JPG o PNG de hasta 10 MB, o un video MP4 o MOV de hasta 50 MB.',
    );
    expect(i18n.t('briefcase.count', { count: 1, max: 60 })).toBe('1 pieza de 60');
  });
});
