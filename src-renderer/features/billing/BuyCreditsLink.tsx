import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName, type ButtonSize } from '../../ui/button-class-name';

export interface BuyCreditsLinkProps {
  /** The visible text; the billing one ("Comprar créditos") unless a screen words it its own way. */
  label?: string;
  size?: ButtonSize;
  className?: string;
}

/**
 * "Comprar créditos" from outside the billing page (the finder, a creator's page without views):
 * opens billing at the packages, where a brand buys the credits that open more creators.
 */
export function BuyCreditsLink({ label, size = 'sm', className }: BuyCreditsLinkProps) {
  const { t } = useTranslation();
  return (
    <Link
      to="/billing"
      search={{ buy: 'credits' }}
      className={buttonClassName({ variant: 'secondary', size, className })}
    >
      {label ?? t('billing.views.buyCredits')}
    </Link>
  );
}
