import {
  COLLABORATION_STATUSES,
  type CollaborationStatus,
} from '../../../src-shared/domain/collaboration';

/**
 * `/collaborations?tab=&status=`: the brand's list, its review queue (`tab=review`) or every
 * collaboration by status; in the address so going back returns to it.
 */
export interface CollaborationsSearch {
  tab?: 'review';
  status?: CollaborationStatus;
}

export function parseCollaborationsSearch(search: Record<string, unknown>): CollaborationsSearch {
  const status = search.status;
  return {
    ...(search.tab === 'review' ? { tab: 'review' as const } : {}),
    ...(typeof status === 'string' && (COLLABORATION_STATUSES as readonly string[]).includes(status)
      ? { status: status as CollaborationStatus }
      : {}),
  };
}

/** `/collaborations/$id?item=`: the item opened on the collaboration's page. */
export interface CollaborationSearch {
  item?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseCollaborationSearch(search: Record<string, unknown>): CollaborationSearch {
  return typeof search.item === 'string' && UUID.test(search.item) ? { item: search.item } : {};
}
