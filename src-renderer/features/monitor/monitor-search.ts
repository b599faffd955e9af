import { MONITOR_KEYWORD_MAX_LENGTH } from '../../../src-shared/domain/monitor';

/** `/monitor?keyword=…`: the filter lives in the address, so going back returns to it. */
export interface MonitorSearch {
  keyword?: string;
}

/** Anything plausible is kept; the page only filters by a keyword the brand still tracks. */
export function parseMonitorSearch(search: Record<string, unknown>): MonitorSearch {
  const keyword = search.keyword;
  return typeof keyword === 'string' &&
    keyword.trim() !== '' &&
    keyword.length <= MONITOR_KEYWORD_MAX_LENGTH
    ? { keyword }
    : {};
}
