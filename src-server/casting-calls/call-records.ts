import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { CastingCallStatus } from '../../src-shared/domain/casting-call';
import type { ContentType } from '../../src-shared/domain/content-types';
import type { CreatorCategory } from '../../src-shared/domain/creator-category';
import type { SocialNetwork } from '../../src-shared/domain/network';
import { jsonb } from '../db/jsonb';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** A casting call as read for an answer: its row, its brand's summary and how many applied. */
export interface CallRecord {
  id: string;
  brand_id: string;
  owner_id: string;
  title: string;
  brief: string;
  networks: SocialNetwork[];
  content_types: ContentType[];
  budget_min: number;
  budget_max: number;
  country: string | null;
  categories: CreatorCategory[];
  deadline: string;
  status: CastingCallStatus;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  brand_name: string;
  brand_logo: string | null;
  applications_count: number;
}

export interface CallPage {
  rows: CallRecord[];
  /** Every call the filter matches, not just this page. */
  count: number;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

/** One select for every read, so each answer has the same fields. */
function selectCalls(db: Db) {
  return db
    .selectFrom('casting_calls')
    .innerJoin('brands', 'brands.id', 'casting_calls.brand_id')
    .select([
      'casting_calls.id',
      'casting_calls.brand_id',
      'casting_calls.owner_id',
      'casting_calls.title',
      'casting_calls.brief',
      'casting_calls.networks',
      'casting_calls.content_types',
      'casting_calls.budget_min',
      'casting_calls.budget_max',
      'casting_calls.country',
      'casting_calls.categories',
      'casting_calls.status',
      'casting_calls.published_at',
      'casting_calls.created_at',
      'casting_calls.updated_at',
      'brands.name as brand_name',
      'brands.logo as brand_logo',
    ])
    .select('casting_calls.deadline')
    .select((eb) =>
      eb
        .selectFrom('casting_applications')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('casting_applications.casting_call_id', '=', 'casting_calls.id')
        .$asScalar()
        .as('applications_count'),
    );
}

export async function findCall(db: Db, id: string): Promise<CallRecord | undefined> {
  return selectCalls(db).where('casting_calls.id', '=', id).executeTakeFirst();
}

/** The owner's calls, newest first, optionally of one status. */
export async function listOwnCalls(
  db: Db,
  ownerId: string,
  status: CastingCallStatus | undefined,
  window: PageWindow,
): Promise<CallPage> {
  return page(
    db,
    (eb) =>
      eb.and([
        eb('casting_calls.owner_id', '=', ownerId),
        ...(status ? [eb('casting_calls.status', '=', status)] : []),
      ]),
    window,
    'created_at',
  );
}

/** What decides which open calls a creator sees. */
export interface CreatorFit {
  /** The creator: calls they were invited to are listed first, whether they fit or not. */
  creator_id: string;
  country: string;
  category: CreatorCategory;
  networks: SocialNetwork[];
  /** Calls whose deadline is before this date (YYYY-MM-DD) have passed. */
  today: string;
}

/**
 * Open calls before their deadline that fit the creator: any country or theirs, any category or
 * theirs, and at least one network they have; and those the brand invited them to (issue 14),
 * which come first. Newest published first within each.
 */
export async function listOpenCallsFor(
  db: Db,
  fit: CreatorFit,
  window: PageWindow,
): Promise<CallPage> {
  const invited: CallFilter = (eb) =>
    eb.exists(
      eb
        .selectFrom('casting_invitations')
        .select('casting_invitations.casting_call_id')
        .whereRef('casting_invitations.casting_call_id', '=', 'casting_calls.id')
        .where('casting_invitations.creator_id', '=', fit.creator_id),
    );
  return page(
    db,
    (eb) =>
      eb.and([
        eb('casting_calls.status', '=', 'open'),
        eb('casting_calls.deadline', '>=', fit.today),
        eb.or([
          invited(eb),
          // A creator without networks fits no call: every call names at least one network.
          ...(fit.networks.length === 0
            ? []
            : [
                eb.and([
                  eb.or([
                    eb('casting_calls.country', 'is', null),
                    eb('casting_calls.country', '=', fit.country),
                  ]),
                  eb.or([
                    eb(eb.fn('jsonb_array_length', ['casting_calls.categories']), '=', 0),
                    eb('casting_calls.categories', '@>', jsonb([fit.category])),
                  ]),
                  eb.or(
                    fit.networks.map((network) =>
                      eb('casting_calls.networks', '@>', jsonb([network])),
                    ),
                  ),
                ]),
              ]),
        ]),
      ]),
    window,
    'published_at',
    invited,
  );
}

type CallFilter = (eb: ExpressionBuilder<Database, 'casting_calls'>) => Expression<SqlBool>;

/** `first`, when given, puts the calls it holds for ahead of the rest. */
async function page(
  db: Db,
  filter: CallFilter,
  window: PageWindow,
  newestBy: 'created_at' | 'published_at',
  first?: CallFilter,
): Promise<CallPage> {
  let ordered = selectCalls(db).where(filter);
  if (first) ordered = ordered.orderBy((eb) => first(eb), 'desc');
  const [rows, total] = await Promise.all([
    ordered
      // id breaks ties between calls of the same instant, so pages never overlap.
      .orderBy(`casting_calls.${newestBy}`, 'desc')
      .orderBy('casting_calls.id', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    db
      .selectFrom('casting_calls')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(filter)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: total.count };
}
