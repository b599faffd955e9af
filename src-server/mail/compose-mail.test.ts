import { describe, expect, it } from 'vitest';
import { composeMail } from './compose-mail';
import { resetPasswordMail } from './reset-mail';
import { unsubscribeLink } from './unsubscribe-link';

const FROM = 'Marca Creadores <no-reply@marca.test>';

describe('composeMail', () => {
  it('adds the unsubscribe link as List-Unsubscribe and as the last lines of the text', () => {
    const url = unsubscribeLink('https://api.example.com', 'ana+1@correo.mx');
    expect(url).toBe(
      'https://api.example.com/api/v1/accounts/unsubscribe/?to_email=ana%2B1%40correo.mx',
    );
    const options = composeMail(FROM, {
      to: 'ana+1@correo.mx',
      subject: 'Hola',
      text: 'Cuerpo',
      unsubscribeUrl: url,
    });
    expect(options).toMatchObject({ from: FROM, to: 'ana+1@correo.mx', subject: 'Hola' });
    expect(options.list).toEqual({ unsubscribe: url });
    expect(options.text).toMatch(/^Cuerpo\n/);
    expect(String(options.text).trimEnd().split('\n').slice(-2)).toEqual([
      'Si ya no quieres recibir correos informativos de Marca Creadores, date de baja aquí:',
      url,
    ]);
    expect(options).not.toHaveProperty('html');
    expect(options).not.toHaveProperty('unsubscribeUrl');
  });

  it('puts an escaped link at the end of the HTML too', () => {
    const mail = resetPasswordMail('ana@correo.mx', 'a'.repeat(43), 60, 'https://x.mx');
    const html = String(composeMail(FROM, mail).html);
    expect(html).toContain(
      '<a href="https://x.mx/api/v1/accounts/unsubscribe/?to_email=ana%40correo.mx">Dejar de recibir correos informativos</a>',
    );
    expect(html.indexOf('Dejar de recibir')).toBeGreaterThan(html.indexOf('Cambiar mi contraseña'));
  });

  it('without a public address, links into the app, as the header itself', () => {
    const url = unsubscribeLink(null, 'ana@correo.mx');
    expect(url).toBe('marcacreadores://unsubscribe?to_email=ana%40correo.mx');
    const options = composeMail(FROM, {
      to: 'ana@correo.mx',
      subject: 'Hola',
      text: 'x',
      unsubscribeUrl: url,
    });
    expect(options.list).toBeUndefined();
    expect(options.headers).toEqual({ 'List-Unsubscribe': `<${url}>` });
    expect(String(options.text).trimEnd().split('\n').at(-1)).toBe(url);
  });
});
