import type { DeskLine } from '../../src-shared/domain/agency-desk';
import { itemTitle, networkName } from '../../src-shared/campaign-report/report-words';

const DUE_WORDS = { soon: ' (vence pronto)', late: ' (atrasada)' } as const;

/**
 * A line in one Spanish sentence for the system's notification (the desk itself words lines
 * through the renderer's catalogue).
 */
export function deskLineOsText(line: DeskLine): string {
  const item = line.item ? itemTitle(line.item) : '';
  const due = line.due ? DUE_WORDS[line.due] : '';
  const network = line.network ? networkName(line.network) : '';
  switch (line.kind) {
    case 'proposal_to_answer':
      return `Propuesta con ${line.subject} por responder`;
    case 'application_news':
      return `Novedades en tu postulación a «${line.subject}»`;
    case 'applicants_waiting':
      return `${line.count ?? 0} postulaciones en «${line.subject}»`;
    case 'draft_to_hand_in':
      return `Borrador por entregar a ${line.subject}: ${item}${due}`;
    case 'changes_asked':
      return `${line.subject} pidió cambios: ${item}${due}`;
    case 'publish_approved':
      return `Borrador aprobado por ${line.subject}, listo para publicar: ${item}${due}`;
    case 'draft_to_review':
      return `Borrador de ${line.subject} por revisar: ${item}`;
    case 'item_late':
      return `Entrega atrasada de ${line.subject}: ${item}`;
    case 'access_expiring':
      return `El acceso a ${network} (${line.subject}) vence pronto`;
    case 'access_lost':
      return `Se perdió el acceso a ${network} (${line.subject}): vuelve a conectarla`;
    case 'figures_old':
      return `Cifras de hace ${line.count ?? 0} días`;
    case 'profile_unfinished':
      return `Perfil sin terminar: faltan ${line.count ?? 0} pasos`;
  }
}
