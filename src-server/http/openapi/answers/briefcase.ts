import type { JsonSchema } from '../route-doc';
import { closed, count, dateTime, nullableText, oneOfValues, text } from './schema-kit';

/** `src-shared/domain/briefcase.ts` `BriefcaseItem`. */
const BriefcaseItem: JsonSchema = closed({
  id: text,
  media_type: oneOfValues(['image', 'video']),
  image_url: { ...text, description: 'Absolute URL of the stored file (image or video).' },
  thumbnail_url: nullableText,
  profile_url: { ...text, description: "Where the piece was published; '' when not given." },
  title: text,
  position: { type: 'integer' },
  size_bytes: count,
  created_at: dateTime,
});

export const briefcaseComponents = { BriefcaseItem };
