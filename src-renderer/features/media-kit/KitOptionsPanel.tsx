import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  KIT_PAGE_SIZES,
  MEDIA_KIT_FORMATS,
  type KitOptions,
} from '../../../src-shared/domain/media-kit';
import { Card } from '../../ui/Card';
import { AccentColorField } from './AccentColorField';
import { KitChoiceGroup } from './KitChoiceGroup';
import { KitSectionsChoice } from './KitSectionsChoice';
import type { KitOptionsChange } from './use-kit-options';
import './KitOptionsPanel.css';

export interface KitOptionsPanelProps {
  options: KitOptions;
  onChange: (next: KitOptions, how: KitOptionsChange) => void;
  /** Whether "Datos de la agencia" are set; without them the contact is the marketplace handle. */
  hasAgency: boolean;
  /** The export button, which uses the format chosen here. */
  actions: ReactNode;
}

/** How this account's kit prints, remembered for it on this computer as it changes. */
export function KitOptionsPanel({ options, onChange, hasAgency, actions }: KitOptionsPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className="kit-options">
      <div className="kit-options__head">
        <h2 id={titleId} className="kit-options__title">
          {t('mediaKit.options.title')}
        </h2>
        <p className="kit-options__hint">{t('mediaKit.options.hint')}</p>
      </div>
      <div className="kit-options__groups">
        <KitSectionsChoice
          sections={options.sections}
          onChange={(sections) => onChange({ ...options, sections }, 'now')}
        />
        <AccentColorField
          value={options.accent}
          onChange={(accent, how) => onChange({ ...options, accent }, how)}
        />
        <div className="kit-options__stack">
          <KitChoiceGroup
            legend={t('mediaKit.options.pageSize')}
            name="kit-page-size"
            choices={KIT_PAGE_SIZES.map((size) => ({
              value: size,
              label: t(`mediaKit.options.pageSizes.${size}`),
            }))}
            value={options.page_size}
            onChange={(page_size) => onChange({ ...options, page_size }, 'now')}
          />
          <KitChoiceGroup
            legend={t('mediaKit.options.format')}
            name="kit-format"
            choices={MEDIA_KIT_FORMATS.map((format) => ({
              value: format,
              label: t(`mediaKit.batch.formats.${format}`),
            }))}
            value={options.format}
            onChange={(format) => onChange({ ...options, format }, 'now')}
          />
        </div>
      </div>
      <div className="kit-options__footer">
        <p className="kit-options__agency">
          {hasAgency ? t('mediaKit.options.agencySet') : t('mediaKit.options.agencyMissing')}{' '}
          <Link to="/settings" className="kit-options__agency-link">
            {t('mediaKit.options.agencyLink')}
          </Link>
        </p>
        <div className="kit-options__actions">{actions}</div>
      </div>
    </Card>
  );
}
