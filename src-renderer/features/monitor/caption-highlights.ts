/** A piece of a caption, marked when it is one of the keywords the post matched. */
export interface CaptionPart {
  text: string;
  marked: boolean;
}

interface Folded {
  text: string;
  /** For each code unit of `text`, where the character it came from starts and ends. */
  starts: number[];
  ends: number[];
}

const WORD_CHAR = String.raw`[\p{L}\p{N}_]`;
const MARK = /^\p{M}$/u;

/** Lowercase without accents, as the server compares (`cafe` finds `Café`), with a way back. */
function fold(text: string): Folded {
  const folded: Folded = { text: '', starts: [], ends: [] };
  let index = 0;
  for (const char of text) {
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-MX');
    for (let unit = 0; unit < plain.length; unit += 1) {
      folded.starts.push(index);
      folded.ends.push(index + char.length);
    }
    folded.text += plain;
    index += char.length;
  }
  return folded;
}

const foldKeyword = (keyword: string) => fold(keyword.trim()).text;
const escape = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * The server's matching rules: `#tag` is that hashtag only; a word (or a few, apart by any
 * spaces) is a whole word anywhere, hashtags included.
 */
function keywordPattern(keyword: string): RegExp | null {
  const folded = foldKeyword(keyword);
  if (folded.startsWith('#')) {
    const body = folded.slice(1);
    if (!body) return null;
    return new RegExp(`(?<![\\p{L}\\p{N}_&])#${escape(body)}(?!${WORD_CHAR})`, 'gu');
  }
  const words = folded.split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(
    `(?<!${WORD_CHAR})${words.map(escape).join(String.raw`\s+`)}(?!${WORD_CHAR})`,
    'gu',
  );
}

/** Where in `caption` the `keywords` appear, as [start, end) ranges merged where they touch. */
function keywordRanges(caption: string, keywords: readonly string[]): [number, number][] {
  const folded = fold(caption);
  const ranges: [number, number][] = [];
  for (const keyword of keywords) {
    const pattern = keywordPattern(keyword);
    if (!pattern) continue;
    for (const match of folded.text.matchAll(pattern)) {
      if (match[0].length === 0) continue;
      const start = folded.starts[match.index]!;
      let end = folded.ends[match.index + match[0].length - 1]!;
      // Accents written as separate marks fold away; they still belong to the marked word.
      while (end < caption.length && MARK.test(String.fromCodePoint(caption.codePointAt(end)!))) {
        end += 1;
      }
      ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** `caption` cut into plain and marked parts, in order; empty parts are left out. */
export function captionParts(caption: string, keywords: readonly string[]): CaptionPart[] {
  const parts: CaptionPart[] = [];
  let cursor = 0;
  for (const [start, end] of keywordRanges(caption, keywords)) {
    if (start > cursor) parts.push({ text: caption.slice(cursor, start), marked: false });
    parts.push({ text: caption.slice(start, end), marked: true });
    cursor = end;
  }
  if (cursor < caption.length) parts.push({ text: caption.slice(cursor), marked: false });
  return parts;
}
