import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { ApplicationStatus, CastingCallStatus } from '../../src-shared/domain/casting-call';
import type { Database } from '../db/schema';
import {
  PARTY_COLUMNS,
  type BrandColumns,
  type CreatorColumns,
} from '../marketplace/party-records';
import type { PageWindow } from './call-records';

type Db = Kysely<Database>;

/** An application as read for an answer: with its call's title and brand and the creator. */
export interface ApplicationRecord extends BrandColumns, CreatorColumns {
  id: string;
  casting_call_id: string;
  price: number;
  message: string;
  status: ApplicationStatus;
  created_at: Date;
  updated_at: Date;
  casting_call_title: string;
  call_owner_id: string;
  call_status: CastingCallStatus;
}

export interface ApplicationPage {
  rows: ApplicationRecord[];
  count: number;
}

type Tables = 'casting_applications' | 'casting_calls';
type ApplicationFilter = (eb: ExpressionBuilder<Database, Tables>) => Expression<SqlBool>;

function selectApplications(db: Db) {
  return db
    .selectFrom('casting_applications')
    .innerJoin('casting_calls', 'casting_calls.id', 'casting_applications.casting_call_id')
    .innerJoin('brands', 'brands.id', 'casting_calls.brand_id')
    .innerJoin('users', 'users.id', 'casting_applications.creator_id')
    .select([
      'casting_applications.id',
      'casting_applications.casting_call_id',
      'casting_applications.creator_id',
      'casting_applications.price',
      'casting_applications.message',
      'casting_applications.status',
      'casting_applications.created_at',
      'casting_applications.updated_at',
      'casting_calls.title as casting_call_title',
      'casting_calls.owner_id as call_owner_id',
      'casting_calls.status as call_status',
      'brands.id as brand_id',
      ...PARTY_COLUMNS,
    ]);
}

export async function findApplication(db: Db, id: string): Promise<ApplicationRecord | undefined> {
  return selectApplications(db).where('casting_applications.id', '=', id).executeTakeFirst();
}

/** The creator's applications to these calls (a list page's `my_application`). */
export async function applicationsOfCreator(
  db: Db,
  creatorId: string,
  callIds: readonly string[],
): Promise<ApplicationRecord[]> {
  if (callIds.length === 0) return [];
  return selectApplications(db)
    .where('casting_applications.creator_id', '=', creatorId)
    .where('casting_applications.casting_call_id', 'in', callIds)
    .execute();
}

/** A call's applicants, newest first, optionally of one status. */
export async function listCallApplications(
  db: Db,
  callId: string,
  status: ApplicationStatus | undefined,
  window: PageWindow,
): Promise<ApplicationPage> {
  return page(
    db,
    (eb) =>
      eb.and([
        eb('casting_applications.casting_call_id', '=', callId),
        ...(status ? [eb('casting_applications.status', '=', status)] : []),
      ]),
    window,
  );
}

/** The creator's own applications, newest first (my_work). */
export async function listCreatorApplications(
  db: Db,
  creatorId: string,
  window: PageWindow,
): Promise<ApplicationPage> {
  return page(db, (eb) => eb('casting_applications.creator_id', '=', creatorId), window);
}

async function page(
  db: Db,
  filter: ApplicationFilter,
  window: PageWindow,
): Promise<ApplicationPage> {
  const [rows, total] = await Promise.all([
    selectApplications(db)
      .where(filter)
      .orderBy('casting_applications.created_at', 'desc')
      .orderBy('casting_applications.id', 'desc')
      .offset(window.offset)
      .limit(window.limit)
      .execute(),
    db
      .selectFrom('casting_applications')
      .innerJoin('casting_calls', 'casting_calls.id', 'casting_applications.casting_call_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(filter)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: total.count };
}
