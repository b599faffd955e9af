import type { Collaboration, CollaborationItem, ItemStatus } from '../domain/collaboration';
import type {
  ReportFigures,
  ReportItemFigures,
  ReportReading,
  ReportTotals,
} from '../domain/campaign-report';

/** What the figures are read from: a collaboration as the core API answers it, or its rows. */
export interface ReportFiguresSource {
  price: Collaboration['price'];
  items: ReadonlyArray<
    Pick<
      CollaborationItem,
      'network' | 'content_type' | 'number' | 'status' | 'post_url' | 'published_at' | 'figures'
    >
  >;
}

/** Items that will never publish: they count in no total and no "over N pieces". */
const CLOSED_WITHOUT_POST: readonly ItemStatus[] = ['rejected', 'cancelled'];

/**
 * Code-unit order, not `localeCompare`: the same bytes must come out on every machine whatever
 * its locale (the desktop prints, the core API digests).
 */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** An instant as `toISOString` writes it, so `…Z` and `…+00:00` of one moment digest alike. */
function instant(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

const count = (value: number | null | undefined): number | null =>
  value === null || value === undefined ? null : value;

function canonicalReading(reading: ReportReading): ReportReading {
  return {
    checkpoint: reading.checkpoint,
    source: reading.source,
    views: count(reading.views),
    likes: count(reading.likes),
    comments: count(reading.comments),
    shares: count(reading.shares),
    reach: count(reading.reach),
    read_at: instant(reading.read_at),
  };
}

function canonicalItem(item: ReportItemFigures): ReportItemFigures {
  const readings = item.readings
    .map(canonicalReading)
    .map((reading) => ({ reading, text: JSON.stringify(reading) }))
    .sort(
      (a, b) =>
        compareText(a.reading.read_at, b.reading.read_at) ||
        compareText(a.reading.checkpoint, b.reading.checkpoint) ||
        compareText(a.text, b.text),
    )
    .map(({ reading }) => reading);
  return {
    network: item.network,
    content_type: item.content_type,
    number: item.number,
    status: item.status,
    post_url: item.post_url ?? null,
    published_at: item.published_at === null ? null : instant(item.published_at),
    readings,
  };
}

/** The item's most recent reading (readings sorted oldest first), or null before any. */
export function latestReading(item: Pick<ReportItemFigures, 'readings'>): ReportReading | null {
  return item.readings.length === 0 ? null : item.readings[item.readings.length - 1]!;
}

/** Likes, comments and shares added up where the network reports them; null if it reports none. */
export function interactionsOf(reading: ReportReading): number | null {
  const parts = [reading.likes, reading.comments, reading.shares].filter(
    (value): value is number => value !== null,
  );
  return parts.length === 0 ? null : parts.reduce((sum, value) => sum + value, 0);
}

/** Six decimals: a cost per view of a big campaign is a fraction of a cent. */
const cost = (price: number, over: number | null): number | null =>
  over === null || over <= 0 ? null : Math.round((price / over) * 1e6) / 1e6;

/** The big figures, from each item's latest reading (items in canonical form). */
export function reportTotals(price: number, items: readonly ReportItemFigures[]): ReportTotals {
  let views: number | null = null;
  let interactions: number | null = null;
  let measured = 0;
  let withViews = 0;
  let withInteractions = 0;
  for (const item of items) {
    const latest = latestReading(item);
    if (!latest) continue;
    measured += 1;
    if (latest.views !== null) {
      views = (views ?? 0) + latest.views;
      withViews += 1;
    }
    const itemInteractions = interactionsOf(latest);
    if (itemInteractions !== null) {
      interactions = (interactions ?? 0) + itemInteractions;
      withInteractions += 1;
    }
  }
  return {
    views,
    interactions,
    cost_per_view: cost(price, views),
    cost_per_interaction: cost(price, interactions),
    items_planned: items.filter((item) => !CLOSED_WITHOUT_POST.includes(item.status)).length,
    items_measured: measured,
    items_with_views: withViews,
    items_with_interactions: withInteractions,
  };
}

/**
 * The figures in their canonical form: items sorted by network, content type and number (then by
 * their text, so even two alike keep one order), readings by time, keys in a fixed order, absent
 * figures as null, instants as `toISOString` writes them, and the totals computed again from the
 * items (they follow from them; a sender cannot make them say otherwise).
 */
export function canonicalReportFigures(figures: ReportFigures): ReportFigures {
  const items = figures.items
    .map(canonicalItem)
    .map((item) => ({ item, text: JSON.stringify(item) }))
    .sort(
      (a, b) =>
        compareText(a.item.network, b.item.network) ||
        compareText(a.item.content_type, b.item.content_type) ||
        a.item.number - b.item.number ||
        compareText(a.text, b.text),
    )
    .map(({ item }) => item);
  const totals = reportTotals(figures.price, items);
  return {
    price: figures.price,
    items,
    totals: {
      views: totals.views,
      interactions: totals.interactions,
      cost_per_view: totals.cost_per_view,
      cost_per_interaction: totals.cost_per_interaction,
      items_planned: totals.items_planned,
      items_measured: totals.items_measured,
      items_with_views: totals.items_with_views,
      items_with_interactions: totals.items_with_interactions,
    },
  };
}

/** The canonical figures as one JSON text: the bytes (UTF-8) the digest is taken over. */
export function canonicalReportFiguresText(figures: ReportFigures): string {
  return JSON.stringify(canonicalReportFigures(figures));
}

/**
 * What a report prints that its verification vouches for: the agreed price and, per item, its
 * state, post link, publication time and every reading of its figures. Main builds it from the
 * collaboration it prints; the core API from the collaboration's rows when a code is verified.
 */
export function reportFiguresOf(source: ReportFiguresSource): ReportFigures {
  return canonicalReportFigures({
    price: source.price,
    items: source.items.map((item) => ({
      network: item.network,
      content_type: item.content_type,
      number: item.number,
      status: item.status,
      post_url: item.post_url,
      published_at: item.published_at,
      readings: item.figures.map((reading) => ({
        checkpoint: reading.checkpoint,
        source: reading.source,
        views: reading.views,
        likes: reading.likes,
        comments: reading.comments,
        shares: reading.shares,
        reach: reading.reach,
        read_at: reading.read_at,
      })),
    })),
    // Recomputed by canonicalReportFigures.
    totals: reportTotals(source.price, []),
  });
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The hex SHA-256 of the figures' canonical JSON (UTF-8), through Web Crypto, which Node (main,
 * the core API) and browsers share, so the one function runs wherever the figures are.
 */
export async function reportFiguresDigest(figures: ReportFigures): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalReportFiguresText(figures));
  return hex(await globalThis.crypto.subtle.digest('SHA-256', bytes));
}
