import { useTranslation } from 'react-i18next';
import { CREATOR_VIEW_MODES, type CreatorViewMode } from './view-mode';
import './ViewModeToggle.css';

export interface ViewModeToggleProps {
  mode: CreatorViewMode;
  onChange: (mode: CreatorViewMode) => void;
}

/** "Tarjetas" / "Lista": two pressed-or-not buttons, the pressed one is the view on screen. */
export function ViewModeToggle({ mode, onChange }: ViewModeToggleProps) {
  const { t } = useTranslation();
  return (
    <div className="view-mode-toggle" role="group" aria-label={t('finder.view.label')}>
      {CREATOR_VIEW_MODES.map((option) => (
        <button
          key={option}
          type="button"
          className="view-mode-toggle__option"
          aria-pressed={mode === option}
          onClick={() => onChange(option)}
        >
          {t(`finder.view.${option}`)}
        </button>
      ))}
    </div>
  );
}
