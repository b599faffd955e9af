import type { TFunction } from 'i18next';
import type { DeskFiguresAnswer, DeskRow } from '../../../src-shared/domain/agency-desk';
import type { ToastContent } from '../../ui/toast';

/**
 * What "Actualizar cifras" did, for a toast: "3 redes actualizadas · 1 red no se pudo actualizar
 * (Ana López en TikTok) · 2 cuentas sin redes conectadas con inicio de sesión".
 */
export function figuresSummary(
  answer: DeskFiguresAnswer,
  rows: readonly DeskRow[],
  t: TFunction,
): ToastContent {
  const nameOf = (accountId: string) =>
    rows.find((row) => row.accountId === accountId)?.name ?? accountId;
  const parts = [t('agency.bulk.figures.refreshed', { count: answer.refreshed })];
  if (answer.failed.length > 0) {
    const names = answer.failed
      .map((failure) =>
        t('agency.bulk.figures.failedName', {
          name: nameOf(failure.accountId),
          network: t(`networks.${failure.network}`),
        }),
      )
      .join(', ');
    parts.push(t('agency.bulk.figures.failed', { count: answer.failed.length, names }));
  }
  if (answer.skipped > 0) parts.push(t('agency.bulk.figures.skipped', { count: answer.skipped }));
  return {
    title:
      answer.failed.length > 0
        ? t('agency.bulk.figures.titleWithFailures')
        : t('agency.bulk.figures.title'),
    description: parts.join(' · '),
  };
}
