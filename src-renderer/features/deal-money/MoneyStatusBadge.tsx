import { useTranslation } from 'react-i18next';
import type { DealMoneyStatus } from '../../../src-shared/domain/deal-money';
import { StatusPill } from '../../ui/StatusPill';
import { MONEY_STATUS_TONES } from './money-text';

/** The deal's money in a word, for lists ("Pendiente de pago"). */
export function MoneyStatusBadge({ status }: { status: DealMoneyStatus }) {
  const { t } = useTranslation();
  return (
    <StatusPill tone={MONEY_STATUS_TONES[status]}>{t(`dealMoney.badges.${status}`)}</StatusPill>
  );
}
