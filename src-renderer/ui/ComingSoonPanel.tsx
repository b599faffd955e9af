import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { CheckIcon } from './icons';
import './ComingSoonPanel.css';

export interface ComingSoonPanelProps {
  title: string;
  description: string;
  /** What the finished screen will offer, one line each. */
  plannedItems: readonly string[];
  icon: ReactNode;
  action?: ReactNode;
}

/** Stands in for a screen still being built, saying concretely what it will hold. */
export function ComingSoonPanel({
  title,
  description,
  plannedItems,
  icon,
  action,
}: ComingSoonPanelProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      badge={t('common.comingSoon')}
      title={title}
      action={action}
      description={
        <>
          <p>{description}</p>
          {plannedItems.length > 0 && (
            <ul className="ui-coming-soon__list" aria-label={t('common.plannedContent')}>
              {plannedItems.map((item) => (
                <li key={item}>
                  <CheckIcon className="ui-coming-soon__check" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      }
    />
  );
}
