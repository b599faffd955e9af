import { AI_IMAGE_MODELS, AI_IMAGE_STYLES } from '../../../src-shared/catalogs/ai-image';
import type {
  AiImageCatalog,
  GeneratedImage,
  SavedGeneratedImage,
} from '../../../src-shared/domain/ai-image';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';

/** The spec's catalogues on a server whose image provider is set up. */
export function aConfiguredCatalog(): AiImageCatalog {
  return {
    models: [...AI_IMAGE_MODELS],
    styles: [...AI_IMAGE_STYLES],
    generator: { configured: true, message: null },
  };
}

export function aGeneratedImage(overrides: Partial<GeneratedImage> = {}): GeneratedImage {
  return {
    id: '3f2b8c1e-7a4d-4e8b-9c2a-1d5e6f7a8b90',
    prompt: 'Un gato astronauta en la Luna',
    model: 33,
    style: 2,
    image_url: 'http://127.0.0.1:4100/media/generated/3f2b8c1e.png',
    width: 1024,
    height: 1024,
    size_bytes: 812_345,
    created_at: '2026-03-05T18:00:00.000Z',
    saved_to_briefcase: false,
    briefcase_item_id: null,
    ...overrides,
  };
}

/** The answer of saving `image` to the briefcase: the image marked saved and its new piece. */
export function aSavedImage(image: GeneratedImage): SavedGeneratedImage {
  const pieceId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
  const piece: BriefcaseItem = {
    id: pieceId,
    title: image.prompt,
    media_type: 'image',
    image_url: 'http://127.0.0.1:4100/media/briefcase/9a8b7c6d.png',
    thumbnail_url: 'http://127.0.0.1:4100/media/briefcase/9a8b7c6d-thumb.png',
    profile_url: '',
    position: 1,
    size_bytes: 640_000,
    created_at: '2026-03-05T18:01:00.000Z',
  };
  return {
    image: { ...image, saved_to_briefcase: true, briefcase_item_id: pieceId },
    briefcase_item: piece,
  };
}
