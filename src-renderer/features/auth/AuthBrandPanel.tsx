import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../ui/icons';
import { LogoMark } from '../../ui/LogoMark';
import './AuthBrandPanel.css';

/** The welcoming half of the sign-in screen: what the product is, in three lines. */
export function AuthBrandPanel() {
  const { t } = useTranslation();
  const points = [
    t('auth.brand.points.creators'),
    t('auth.brand.points.brands'),
    t('auth.brand.points.desktop'),
  ];
  return (
    <aside className="auth-brand">
      <div className="auth-brand__logo">
        <LogoMark className="auth-brand__mark" />
        <span className="auth-brand__name">{t('app.name')}</span>
      </div>
      <div className="auth-brand__pitch">
        <p className="auth-brand__tagline">{t('auth.brand.tagline')}</p>
        <ul className="auth-brand__points">
          {points.map((point) => (
            <li key={point}>
              <CheckIcon className="auth-brand__check" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="auth-brand__footer">{t('auth.brand.footer')}</p>
    </aside>
  );
}
