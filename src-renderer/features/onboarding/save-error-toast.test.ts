import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../src-shared/bridge/bridge-error';
import { i18n } from '../../i18n/i18n';
import { saveErrorToast } from './save-error-toast';

const failure = (status: number, code: string, message = 'Mensaje del servidor') =>
  new BridgeError({ status, code, message });

describe('saveErrorToast', () => {
  it('shows errorTitle / errorText for any status from 400 up', () => {
    for (const status of [400, 403, 409, 500, 503]) {
      expect(saveErrorToast(failure(status, 'validation_error'), i18n)).toEqual({
        title: i18n.t('errorTitle'),
        description: i18n.t('errorText'),
      });
    }
  });

  it('shows the server’s message for accounts.DuplicatedVanityName', () => {
    expect(
      saveErrorToast(failure(409, 'accounts.DuplicatedVanityName', 'Ese nombre ya existe.'), i18n),
    ).toEqual({ title: 'Ese nombre ya existe.' });
  });

  it('falls back to its own text when the server sent no message', () => {
    expect(saveErrorToast(failure(409, 'accounts.DuplicatedVanityName', ' '), i18n)).toEqual({
      title: i18n.t('errors.accounts.DuplicatedVanityName'),
    });
  });

  it('says what happened when no answer came back', () => {
    expect(saveErrorToast(failure(0, 'network_error'), i18n)).toEqual({
      title: i18n.t('errorTitle'),
      description: i18n.t('errors.network_error'),
    });
  });
});
