import type { CastingApplication, CastingCall } from '../../src-shared/domain/casting-call';
import { brandSummaryOf, creatorSummaryOf } from '../marketplace/party-serializer';
import type { ApplicationRecord } from './application-records';
import type { CallRecord } from './call-records';

/**
 * A call as answers carry it. `origin` (http/public-origin.ts) makes the brand's logo an absolute
 * URL; `mine` is the reading creator's application (null for the brand and for creators who did
 * not apply); `invitedAt` when the brand invited the reading creator (null otherwise).
 */
export function serializeCall(
  row: CallRecord,
  origin: string,
  mine: CastingApplication | null,
  invitedAt: Date | null = null,
): CastingCall {
  return {
    id: row.id,
    brand: brandSummaryOf(row, origin),
    title: row.title,
    brief: row.brief,
    networks: row.networks,
    content_types: row.content_types,
    budget_min: row.budget_min,
    budget_max: row.budget_max,
    country: row.country,
    categories: row.categories,
    deadline: row.deadline,
    status: row.status,
    applications_count: row.applications_count,
    my_application: mine,
    invited_at: invitedAt ? invitedAt.toISOString() : null,
    published_at: row.published_at ? row.published_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** An application with the creator's public summary (never their e-mail or telephone). */
export function serializeApplication(row: ApplicationRecord, origin: string): CastingApplication {
  return {
    id: row.id,
    casting_call_id: row.casting_call_id,
    casting_call_title: row.casting_call_title,
    brand: brandSummaryOf(row, origin),
    creator: creatorSummaryOf(row, origin),
    price: row.price,
    message: row.message,
    status: row.status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
