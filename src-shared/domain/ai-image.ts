import type { AiImageModel, AiImageStyle } from '../catalogs/ai-image';
import type { BriefcaseItem } from './briefcase';

/** An image the studio generated for a creator, kept until they delete it. */
export interface GeneratedImage {
  id: string;
  prompt: string;
  /** A model value of the catalogue (`AI_IMAGE_MODELS`). */
  model: number;
  /** A style value of the catalogue; null is "none". */
  style: number | null;
  /** Absolute URL of the stored PNG (`<origin>/media/generated/<uuid>.png`). */
  image_url: string;
  width: number;
  height: number;
  size_bytes: number;
  created_at: string;
  saved_to_briefcase: boolean;
  /** The briefcase piece it was copied to; null if never saved or that piece was deleted. */
  briefcase_item_id: string | null;
}

/** `GET /api/v3/images/catalog/`: the catalogues and whether this server can generate. */
export interface AiImageCatalog {
  models: AiImageModel[];
  styles: AiImageStyle[];
  generator: {
    configured: boolean;
    /** When not configured: what to configure, in Spanish, for the studio to show. */
    message: string | null;
  };
}

/** `POST /api/v3/images/{id}/briefcase/`: the image (now saved) and its briefcase piece. */
export interface SavedGeneratedImage {
  image: GeneratedImage;
  briefcase_item: BriefcaseItem;
}
