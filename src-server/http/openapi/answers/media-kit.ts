import type { JsonSchema } from '../route-doc';
import { network } from './brands';
import {
  arrayOf,
  boolean,
  closed,
  componentRef,
  count,
  dateTime,
  nullableNumber,
  nullableText,
  text,
} from './schema-kit';

/** `src-shared/domain/media-kit.ts` `KitFigures`: what the kit's digest is taken over. */
const KitFigures: JsonSchema = closed({
  handle: nullableText,
  networks: arrayOf(
    closed({
      network,
      username: text,
      followers: count,
      er: nullableNumber,
      aqs: nullableNumber,
      views_avg: nullableNumber,
    }),
  ),
});

/** `src-server/media-kit/record-kit-export.ts` `KitExportRecorded`: the record under the code. */
const KitExportRecorded: JsonSchema = closed({
  code: text,
  exported_at: dateTime,
  registered_at: dateTime,
  digest: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'Hex SHA-256.' },
});

/** `KitVerifyAnswer` (public): never e-mail, telephone or birthday. */
const KitVerifyAnswer: JsonSchema = closed({
  code: text,
  creator: closed({ handle: nullableText, name: text }),
  exported_at: dateTime,
  registered_at: dateTime,
  matches: boolean,
  printed: componentRef('KitFigures'),
  live: componentRef('KitFigures'),
});

export const mediaKitComponents = { KitFigures, KitExportRecorded, KitVerifyAnswer };
