import {
  AI_IMAGE_MODEL_CATEGORIES,
  AI_IMAGE_MODEL_VALUES,
} from '../../../../src-shared/catalogs/ai-image';
import type { JsonSchema } from '../route-doc';
import { network } from './brands';
import {
  arrayOf,
  boolean,
  closed,
  componentRef,
  count,
  dateTime,
  listPageOf,
  nullableCount,
  nullableText,
  oneOfValues,
  text,
  texts,
} from './schema-kit';

/** `src-shared/domain/ai-image.ts` `GeneratedImage`. */
const GeneratedImage: JsonSchema = closed({
  id: text,
  prompt: text,
  model: oneOfValues(AI_IMAGE_MODEL_VALUES),
  style: {
    type: ['integer', 'null'],
    description: 'A style value of the catalogue; null is none.',
  },
  image_url: text,
  width: count,
  height: count,
  size_bytes: count,
  created_at: dateTime,
  saved_to_briefcase: boolean,
  briefcase_item_id: nullableText,
});

/** `AiImageCatalog`: the catalogues and whether this server can generate. */
const AiImageCatalog: JsonSchema = closed({
  models: arrayOf(
    closed({
      value: { type: 'integer' },
      category: oneOfValues(AI_IMAGE_MODEL_CATEGORIES),
      name: text,
    }),
  ),
  styles: arrayOf(closed({ value: { type: ['integer', 'null'] }, name: text })),
  generator: closed({ configured: boolean, message: nullableText }),
});

/** `SavedGeneratedImage`: the image (now saved) and its briefcase piece. */
const SavedGeneratedImage: JsonSchema = closed({
  image: componentRef('GeneratedImage'),
  briefcase_item: componentRef('BriefcaseItem'),
});

/** `src-shared/domain/hashtag.ts` `HashtagSuggestion`. */
const HashtagSuggestion: JsonSchema = closed({ tag: text, uses: count });

/** `src-shared/domain/monitor.ts` `MonitorKeyword`. */
const MonitorKeyword: JsonSchema = closed({
  id: text,
  keyword: text,
  kind: oneOfValues(['hashtag', 'word']),
  created_at: dateTime,
});

/** `DefaultKeywordAnswer`. */
const DefaultKeywordAnswer: JsonSchema = closed({
  keyword: text,
  source: oneOfValues(['brand', 'company', 'generic']),
});

/** `MonitorPost`: a creator's post that mentions a tracked keyword. */
const MonitorPost: JsonSchema = closed({
  id: text,
  creator: closed({
    id: text,
    name: text,
    vanity_name: nullableText,
    profile_image: nullableText,
  }),
  network,
  username: text,
  permalink: text,
  caption: text,
  media_type: text,
  media_url: nullableText,
  thumbnail_url: nullableText,
  timestamp: dateTime,
  like_count: nullableCount,
  comments_count: nullableCount,
  matched: texts,
});

/** `MonitorPage`: a page of posts, newest first, with the keywords searched. */
const MonitorPage: JsonSchema = listPageOf(componentRef('MonitorPost'), { keywords: texts });

export const contentComponents = {
  GeneratedImage,
  AiImageCatalog,
  SavedGeneratedImage,
  HashtagSuggestion,
  MonitorKeyword,
  DefaultKeywordAnswer,
  MonitorPost,
  MonitorPage,
};
