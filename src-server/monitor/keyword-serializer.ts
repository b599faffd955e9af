import type { MonitorKeyword } from '../../src-shared/domain/monitor';
import type { MonitorKeywordRow } from './keyword-repository';

export function serializeKeyword(row: MonitorKeywordRow): MonitorKeyword {
  return {
    id: row.id,
    keyword: row.keyword,
    kind: row.kind,
    created_at: row.created_at.toISOString(),
  };
}
