import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '../../../src-shared/bridge/contract';
import { Button } from '../../ui/Button';
import { accountName } from './account-name';

export interface BatchAccountPickerProps {
  accounts: AccountSummary[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
}

/** Native checkboxes, so Tab and Space are all a keyboard needs. */
export function BatchAccountPicker({ accounts, selected, onChange }: BatchAccountPickerProps) {
  const { t } = useTranslation();
  const countId = useId();
  const toggle = (accountId: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(accountId);
    else next.delete(accountId);
    onChange(next);
  };
  return (
    <fieldset className="batch-export__group" aria-describedby={countId}>
      <legend className="batch-export__legend">{t('mediaKit.batch.accounts')}</legend>
      <div className="batch-export__bulk">
        <p id={countId} className="batch-export__count">
          {t('mediaKit.batch.selectedCount', { count: selected.size, total: accounts.length })}
        </p>
        <Button
          variant="ghost"
          size="sm"
          disabled={selected.size === accounts.length}
          onClick={() => onChange(new Set(accounts.map((account) => account.id)))}
        >
          {t('mediaKit.batch.selectAll')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={selected.size === 0}
          onClick={() => onChange(new Set())}
        >
          {t('mediaKit.batch.selectNone')}
        </Button>
      </div>
      <ul className="batch-export__accounts">
        {accounts.map((account) => (
          <li key={account.id}>
            <label className="batch-export__account">
              <input
                type="checkbox"
                checked={selected.has(account.id)}
                onChange={(event) => toggle(account.id, event.target.checked)}
              />
              <span className="batch-export__account-name">{accountName(account)}</span>
              {account.displayName.trim() && (
                <span className="batch-export__account-email">{account.email}</span>
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
