import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfSummary {
  /** Every page's text joined, in reading order, runs separated by spaces. */
  text: string;
  /** Each page's size in points. */
  pages: { width: number; height: number }[];
}

/** An exported PDF as a reader sees it: its words and its paper size. */
export async function readPdf(path: string): Promise<PdfSummary> {
  const data = new Uint8Array(await readFile(path));
  const document = await getDocument({ data, isEvalSupported: false }).promise;
  const texts: string[] = [];
  const pages: PdfSummary['pages'] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    pages.push({ width: Math.round(width), height: Math.round(height) });
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) texts.push(item.str);
  }
  await document.destroy();
  return { text: texts.join(' ').replace(/\s+/g, ' '), pages };
}
