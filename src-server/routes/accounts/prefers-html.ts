interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(header: string): MediaRange[] {
  const ranges: MediaRange[] = [];
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const [type, subtype] = range.split('/');
    if (!type || !subtype) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((piece) => piece.trim());
      if (name === 'q' && value !== undefined) {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    ranges.push({ type, subtype, q });
  }
  return ranges;
}

/** The q the header gives one media type: that of its most specific matching range (RFC 9110). */
function qualityOf(ranges: readonly MediaRange[], type: string, subtype: string): number {
  let best: { specificity: number; q: number } | null = null;
  for (const range of ranges) {
    const specificity =
      range.type === type && range.subtype === subtype
        ? 2
        : range.type === type && range.subtype === '*'
          ? 1
          : range.type === '*' && range.subtype === '*'
            ? 0
            : -1;
    if (specificity >= 0 && (best === null || specificity > best.specificity)) {
      best = { specificity, q: range.q };
    }
  }
  return best?.q ?? 0;
}

/**
 * Whether the caller would rather have an HTML page than JSON: only when its `Accept` ranks
 * `text/html` strictly above `application/json`. A browser following a link does (it names
 * text/html, then any type at q=0.8); an API client sending any type alike, `application/json`
 * or no Accept at all keeps JSON.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  return qualityOf(ranges, 'text', 'html') > qualityOf(ranges, 'application', 'json');
}
