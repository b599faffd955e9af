import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedActionKind } from '../../../src-shared/domain/queued-action';
import { APP_LOCALE } from '../../i18n/i18n';
import { formatDate, formatMoneyUsd } from '../../i18n/format';
import { shownFields, type Field } from './record-fields';
import './RecordFields.css';

/** Whose statuses a record's `status` is: a proposal's or a casting call's. */
const STATUS_KEYS: Partial<Record<QueuedActionKind, string>> = {
  counterProposal: 'proposals.statuses',
  applyToCastingCall: 'castingCalls.statuses',
  handInDraft: 'collaborations.statuses',
  reviewDraft: 'collaborations.statuses',
  publishItem: 'collaborations.statuses',
};

export interface RecordFieldsProps {
  record: Record<string, unknown>;
  kind: QueuedActionKind;
  /** Only these fields (a profile step's own, when the server answered the whole profile). */
  only?: readonly string[];
  /** Fields whose value is not the same in the other version: marked, in words too. */
  changed?: ReadonlySet<Field>;
}

/** A record as a readable list of labelled values: money, dates and options in Spanish. */
export function RecordFields({ record, kind, only, changed }: RecordFieldsProps) {
  const { t } = useTranslation();
  const rows = shownFields(record, only);
  if (rows.length === 0) return <p className="queued-record__none">{t('queuedActions.none')}</p>;
  return (
    <dl className="queued-record">
      {rows.map((field) => (
        <div
          key={field}
          className={`queued-record__item${changed?.has(field) ? ' queued-record__item--changed' : ''}`}
        >
          <dt>
            {t(`queuedActions.fields.${field}`)}
            {changed?.has(field) && (
              <>
                {' '}
                <span className="queued-record__changed">
                  {t('queuedActions.conflict.changed')}
                </span>
              </>
            )}
          </dt>
          <dd>{valueText(field, record, kind, t)}</dd>
        </div>
      ))}
    </dl>
  );
}

function valueText(
  field: Field,
  record: Record<string, unknown>,
  kind: QueuedActionKind,
  t: TFunction,
): ReactNode {
  const value = record[field];
  const none = t('queuedActions.none');
  switch (field) {
    case 'price':
      return typeof value === 'number' ? formatMoneyUsd(value) : none;
    case 'birthday':
    case 'due_date':
    case 'planned_publish_date':
      return typeof value === 'string' && value ? formatDate(value) : none;
    case 'versions':
      // An item's drafts: how many were handed in (the newest is the one under review).
      return Array.isArray(value)
        ? t('queuedActions.versionsValue', { count: value.length })
        : none;
    case 'files':
      return typeof value === 'number' ? t('queuedActions.filesValue', { count: value }) : none;
    case 'decision':
      return t(`queuedActions.decisions.${String(value)}`, { defaultValue: String(value) });
    case 'number':
    case 'version':
      return typeof value === 'number' ? String(value) : none;
    case 'dates':
      return t('proposals.terms.datesValue', {
        start: formatDate(String(record.start_date)),
        end: formatDate(String(record.end_date ?? record.start_date)),
      });
    case 'status': {
      const base = STATUS_KEYS[kind];
      return base ? t(`${base}.${String(value)}`, { defaultValue: String(value) }) : String(value);
    }
    case 'turn':
      return t(`queuedActions.turn.${String(value)}`, { defaultValue: String(value) });
    case 'network':
      return t(`networks.${String(value)}`);
    case 'content_type':
      return t(`contentTypes.${String(value)}`);
    case 'country':
      return displayName('region', value) ?? none;
    case 'languages':
      return listText(value, (item) => displayName('language', item) ?? String(item), none);
    case 'gender':
    case 'scholarship':
    case 'relationship':
      return t(`options.${field}.${String(value)}`, { defaultValue: String(value) });
    case 'ethnicity':
    case 'pets':
      return listText(
        value,
        (item) => t(`options.${field}.${String(item)}`, { defaultValue: String(item) }),
        none,
      );
    case 'children':
      return listText(
        value,
        (item) => {
          const child = (item ?? {}) as { gender?: string; age_range?: string };
          return `${t(`options.childGender.${child.gender}`, { defaultValue: child.gender ?? '' })} (${t(`options.childAgeRange.${child.age_range}`, { defaultValue: child.age_range ?? '' })})`;
        },
        none,
      );
    case 'deliverables':
      return Array.isArray(value) && value.length > 0 ? (
        <ul className="queued-record__list">
          {value.map((item: { network: string; content_type: string; quantity: number }, index) => (
            <li key={index}>
              {t('deliverables.item', {
                quantity: item.quantity,
                contentType: t(`contentTypes.${item.content_type}`),
                network: t(`networks.${item.network}`),
              })}
            </li>
          ))}
        </ul>
      ) : (
        none
      );
    default:
      return typeof value === 'string' && value.trim() !== '' ? value : none;
  }
}

function listText(value: unknown, label: (item: unknown) => string, none: string): string {
  if (!Array.isArray(value) || value.length === 0) return none;
  return new Intl.ListFormat(APP_LOCALE, { type: 'conjunction' }).format(value.map(label));
}

function displayName(type: 'region' | 'language', code: unknown): string | null {
  if (typeof code !== 'string' || code === '') return null;
  try {
    return new Intl.DisplayNames([APP_LOCALE], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}
