import type { BriefcaseItem } from '../../src-shared/domain/briefcase';

const MEDIA = 'http://127.0.0.1:4100/media/briefcase';

/** A stored piece as the core API answers it (imported by tests only). */
export function aBriefcaseItem(overrides: Partial<BriefcaseItem> = {}): BriefcaseItem {
  return {
    id: '7d0f5c5e-1b7a-4c1e-9a55-0a1f3c2b4d01',
    media_type: 'image',
    image_url: `${MEDIA}/playa.jpg`,
    thumbnail_url: `${MEDIA}/playa-thumb.jpg`,
    profile_url: '',
    title: 'Playa',
    position: 1,
    size_bytes: 2048,
    created_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export const aVideoItem = (overrides: Partial<BriefcaseItem> = {}): BriefcaseItem =>
  aBriefcaseItem({
    id: '7d0f5c5e-1b7a-4c1e-9a55-0a1f3c2b4d02',
    media_type: 'video',
    image_url: `${MEDIA}/receta.mp4`,
    thumbnail_url: `${MEDIA}/receta-poster.jpg`,
    title: 'Receta en 30 segundos',
    position: 2,
    ...overrides,
  });
