import type { DeskRow } from '../../src-shared/domain/agency-desk';
import { networkName } from '../../src-shared/campaign-report/report-words';

/** A cell as the roster exports it: numbers as numbers, dates as dates, the rest as text. */
export type RosterCell = string | number | Date | null;

export interface RosterColumn {
  header: string;
  kind: 'text' | 'number' | 'percent' | 'date' | 'datetime';
  value(row: DeskRow): RosterCell;
}

const ROLE_NAMES: Record<string, string> = { influencer: 'Creador', brand: 'Marca' };
const ACCESS_WORDS = { expiring: 'por vencer', expired: 'vencido', revoked: 'revocado' } as const;
const REFRESH_WORDS: Record<DeskRow['refresh'], string> = {
  idle: '',
  queued: 'en espera',
  refreshing: 'actualizando',
  done: 'actualizada',
  failed: 'falló la actualización',
};

const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);
/** `YYYY-MM-DD` is a calendar day: noon UTC keeps it the same day in every time zone. */
const dayOf = (day: string | null) => (day ? new Date(`${day}T12:00:00Z`) : null);

/** The roster's columns with their es-MX headers, in the order the desk shows them. */
export const ROSTER_COLUMNS: readonly RosterColumn[] = [
  { header: 'Nombre', kind: 'text', value: (row) => row.name },
  // Without "@": a CSV cell starting with it is a formula to Excel.
  { header: 'Usuario', kind: 'text', value: (row) => row.handle },
  { header: 'Correo', kind: 'text', value: (row) => row.email },
  { header: 'Rol', kind: 'text', value: (row) => (row.role ? ROLE_NAMES[row.role]! : null) },
  { header: 'Grupo', kind: 'text', value: (row) => row.group },
  {
    header: 'Red principal',
    kind: 'text',
    value: (row) => (row.mainNetwork ? networkName(row.mainNetwork) : null),
  },
  { header: 'Seguidores', kind: 'number', value: (row) => row.followers },
  // Percent columns hold the fraction (0.034), so a spreadsheet's % format shows 3.4 %.
  { header: 'Interacción (ER)', kind: 'percent', value: (row) => fraction(row.er) },
  {
    header: 'Cambio de seguidores en 30 días',
    kind: 'number',
    value: (row) => row.change30d?.followers ?? null,
  },
  {
    header: 'Cambio en 30 días (%)',
    kind: 'percent',
    value: (row) => fraction(row.change30d?.percent ?? null),
  },
  { header: 'Cifras leídas el', kind: 'datetime', value: (row) => dateOf(row.figuresReadAt) },
  {
    header: 'Perfil completo',
    kind: 'percent',
    value: (row) => (row.completeness ? row.completeness.done / row.completeness.total : null),
  },
  { header: 'Propuestas abiertas', kind: 'number', value: (row) => row.openProposals },
  {
    header: 'Colaboraciones en curso',
    kind: 'number',
    value: (row) => row.collaborationsInProgress,
  },
  { header: 'Próxima entrega', kind: 'date', value: (row) => dayOf(row.nextDueDate) },
  {
    header: 'Accesos por renovar',
    kind: 'text',
    value: (row) =>
      row.accessAlerts
        .map((alert) => `${networkName(alert.network)} (${ACCESS_WORDS[alert.state]})`)
        .join(', ') || null,
  },
  { header: 'Pendientes', kind: 'number', value: (row) => row.openLines },
  { header: 'Copia guardada el', kind: 'datetime', value: (row) => dateOf(row.syncedAt) },
  { header: 'Copia desactualizada', kind: 'text', value: (row) => (row.stale ? 'Sí' : 'No') },
  { header: 'Actualización', kind: 'text', value: (row) => REFRESH_WORDS[row.refresh] || null },
  { header: 'Nota', kind: 'text', value: (row) => row.note || null },
];

function fraction(percent: number | null): number | null {
  return percent === null ? null : Math.round(percent * 100) / 10_000;
}
