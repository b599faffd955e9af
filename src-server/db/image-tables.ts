import type { ColumnType } from 'kysely';

// Kept beside schema.ts rather than in it, like billing-tables.ts.
/** Timestamps come back as Date on both engines; writes accept a Date or an ISO string. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** An image the AI studio generated for a creator (migration 0015). */
export interface GeneratedImagesTable {
  id: string;
  user_id: string;
  prompt: string;
  model: number;
  /** null: no style ("none"). */
  style: number | null;
  /** Path inside the media folder (`generated/<uuid>.png`). */
  path: string;
  width: number;
  height: number;
  bytes: number;
  created_at: Timestamp;
  /** The briefcase piece it was copied to, if any (set null when that piece is deleted). */
  briefcase_item_id: ColumnType<string | null, string | null | undefined, string | null>;
}
