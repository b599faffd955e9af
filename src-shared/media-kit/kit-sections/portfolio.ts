import { MEDIA_KIT_HIGHLIGHTS, type MediaKitHighlight } from '../../domain/media-kit';
import { escapeHtml, rowsOf, safeImage, sectionHtml, text } from '../kit-html';

function highlightHtml(highlight: MediaKitHighlight): string {
  const image = safeImage(highlight.thumbnail);
  const still = image
    ? `<img src="${image}" alt="${escapeHtml(highlight.title)}">`
    : `<div class="thumb-empty">${text('highlights.noImage')}</div>`;
  // A video prints its poster frame with a play button over it, so a brand knows it plays.
  const videoMark =
    highlight.media_type === 'video'
      ? `<span class="play" role="img" aria-label="${text('highlights.play')}"><span class="play-triangle">▶</span></span><span class="video-mark">${text('highlights.video')}</span>`
      : '';
  const title = highlight.title.trim();
  return `<figure class="highlight${highlight.media_type === 'video' ? ' highlight-video' : ''}"><div class="thumb">${still}${videoMark}</div>${title ? `<p>${escapeHtml(title)}</p>` : ''}</figure>`;
}

export function portfolioSectionHtml(highlights: MediaKitHighlight[]): string {
  const shown = highlights.slice(0, MEDIA_KIT_HIGHLIGHTS);
  if (shown.length === 0) return '';
  return sectionHtml('portfolio', text('sections.portfolio'), rowsOf(shown.map(highlightHtml), 3));
}
