import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BriefcaseItem } from '../../../src-shared/domain/briefcase';
import { Card } from '../../ui/Card';
import { BriefcaseGrid, BriefcaseViewer } from '../briefcase';

export interface CreatorPortfolioProps {
  items: readonly BriefcaseItem[];
  name: string;
}

/** The creator's briefcase, read-only, in the order they set; a piece opens large in the viewer. */
export function CreatorPortfolio({ items, name }: CreatorPortfolioProps) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  const lastViewed = useRef(0);
  const grid = useRef<HTMLDivElement>(null);
  // The core API answers them in order already; a stable sort keeps that promise on screen.
  const ordered = [...items].sort((a, b) => a.position - b.position);
  return (
    <Card className="creator-profile__wide" aria-labelledby="creator-portfolio-title">
      <div className="creator-portfolio__header">
        <h2 id="creator-portfolio-title" className="creator-profile__section-title">
          {t('creator.portfolio.title')}
        </h2>
        {ordered.length > 0 && (
          <p className="creator-portfolio__count">
            {t('creator.portfolio.count', { count: ordered.length })}
          </p>
        )}
      </div>
      {ordered.length === 0 ? (
        <p className="creator-profile__none">{t('creator.portfolio.none')}</p>
      ) : (
        <div ref={grid}>
          <BriefcaseGrid
            items={ordered}
            onOpen={setViewing}
            label={t('creator.portfolio.listLabel', { name })}
          />
        </div>
      )}
      <BriefcaseViewer
        items={ordered}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => {
          lastViewed.current = viewing ?? 0;
          setViewing(null);
        }}
        // Back on the piece last shown, which the arrows may have moved away from the one opened.
        onCloseAutoFocus={(event) => {
          const tile =
            grid.current?.querySelectorAll<HTMLElement>('.briefcase-tile__open')[
              lastViewed.current
            ];
          if (!tile) return;
          event.preventDefault();
          tile.focus();
        }}
      />
    </Card>
  );
}
