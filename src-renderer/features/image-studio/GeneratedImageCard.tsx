import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiImageCatalog, GeneratedImage } from '../../../src-shared/domain/ai-image';
import { formatShortDate } from '../../i18n/format';
import { Card } from '../../ui/Card';
import { BriefcaseIcon, CheckIcon, TrashIcon } from '../../ui/icons';
import { ServerButton } from '../../connectivity/ServerButton';
import { modelCaption, styleCaption } from './image-labels';
import type { ImageAction } from './use-image-actions';

export interface GeneratedImageCardProps {
  catalog: AiImageCatalog;
  image: GeneratedImage;
  /** Focus goes here when an image is picked from the history. */
  headingRef?: Ref<HTMLHeadingElement>;
  busy: ImageAction | null;
  onSave: () => void;
  onExport: () => void;
  onRemove: () => void;
}

/** One image, large, with what made it and what can be done with it. */
export function GeneratedImageCard({
  catalog,
  image,
  headingRef,
  busy,
  onSave,
  onExport,
  onRemove,
}: GeneratedImageCardProps) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="studio-result-title" className="studio-result">
      <h2 id="studio-result-title" ref={headingRef} className="studio-section-title" tabIndex={-1}>
        {t('imageStudio.result.title')}
      </h2>
      <div className="studio-result__stage">
        <img
          key={image.id}
          className="studio-result__image"
          src={image.image_url}
          alt={image.prompt}
          width={image.width}
          height={image.height}
        />
      </div>
      <p className="studio-result__prompt">{image.prompt}</p>
      <dl className="studio-result__facts">
        <div>
          <dt>{t('imageStudio.result.model')}</dt>
          <dd>{modelCaption(catalog, image.model, t)}</dd>
        </div>
        <div>
          <dt>{t('imageStudio.result.style')}</dt>
          <dd>{styleCaption(catalog, image.style, t)}</dd>
        </div>
        <div>
          <dt>{t('imageStudio.result.created')}</dt>
          <dd>{formatShortDate(image.created_at)}</dd>
        </div>
      </dl>
      <div className="studio-result__actions">
        {image.saved_to_briefcase ? (
          <p className="studio-result__saved">
            <CheckIcon aria-hidden="true" />
            {t('imageStudio.result.inBriefcase')}
          </p>
        ) : (
          <ServerButton icon={<BriefcaseIcon />} loading={busy === 'save'} onClick={onSave}>
            {t('imageStudio.result.save')}
          </ServerButton>
        )}
        <ServerButton variant="secondary" loading={busy === 'export'} onClick={onExport}>
          {t('imageStudio.result.export')}
        </ServerButton>
        <ServerButton variant="ghost" icon={<TrashIcon />} onClick={onRemove}>
          {t('imageStudio.result.remove')}
        </ServerButton>
      </div>
    </Card>
  );
}
