import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_MODES, type AuthMode } from './auth-mode';
import './AuthModeTabs.css';

export interface AuthModeTabsProps {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
  /** Id of the tab panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

export const authTabId = (idPrefix: string, mode: AuthMode): string => `${idPrefix}-tab-${mode}`;

/** WAI-ARIA tabs: one tab stop, arrow keys / Home / End move and select. */
export function AuthModeTabs({ mode, onChange, panelId, idPrefix }: AuthModeTabsProps) {
  const { t } = useTranslation();
  const tabs = useRef<Partial<Record<AuthMode, HTMLButtonElement | null>>>({});

  const select = (next: AuthMode) => {
    onChange(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = AUTH_MODES.indexOf(mode);
    const last = AUTH_MODES.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const next = target === undefined ? undefined : AUTH_MODES[target];
    if (!next) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div role="tablist" aria-label={t('auth.modesLabel')} className="auth-tabs">
      {AUTH_MODES.map((tabMode) => {
        const selected = tabMode === mode;
        return (
          <button
            key={tabMode}
            ref={(element) => {
              tabs.current[tabMode] = element;
            }}
            type="button"
            role="tab"
            id={authTabId(idPrefix, tabMode)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className="auth-tabs__tab"
            onClick={() => onChange(tabMode)}
            onKeyDown={onKeyDown}
          >
            {t(`auth.modes.${tabMode}`)}
          </button>
        );
      })}
    </div>
  );
}
