import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import { registerWithRole } from './harness/accounts';
import { availableEngines } from './harness/engines';
import { startTestServer, type TestServer } from './harness/test-server';

const ONE_LINE =
  'Va en una sola línea y sin caracteres invisibles o de control (como los que invierten la dirección del texto).';
const MULTILINE =
  'Quita los caracteres invisibles o de control (como los que invierten la dirección del texto).';

/**
 * Issue 35: names people read cannot pretend to be something else (U+202E shows "Solgnp.exe" as
 * "Solexe.png"). One shared rule in the schemas, so form, main and API refuse the same texts.
 * Engine-independent: PGlite.
 */
describe('Names that read as written (issue 35) · PGlite', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(availableEngines[0]!);
  });
  afterAll(async () => {
    await server?.close();
  });

  const brand = (name: string, description = 'Bebidas de frutas.') => ({
    name,
    industry: 'beverages',
    website: '',
    description,
  });

  it('refuses bidi controls, lone surrogates and control characters in a brand, and saves nothing', async () => {
    const { token } = await registerWithRole(server, 'brand');
    for (const name of ['Sol\u202Egnp.exe', 'Sol\uD83D', 'Sol\u001B[31m', 'Sol\nAurora']) {
      const answer = await server.request('POST', ApiPath.brands, { token, body: brand(name) });
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'validation_error',
        fields: { name: [ONE_LINE] },
      });
    }
    const description = await server.request('POST', ApiPath.brands, {
      token,
      body: brand('Sol', 'Bebidas\u2066 de frutas.'),
    });
    expect(description.body).toMatchObject({ fields: { description: [MULTILINE] } });
    const listed = await server.request<{ results: unknown[] }>('GET', ApiPath.brands, { token });
    expect(listed.body.response.results).toEqual([]);

    // What people really type still goes through: accents, emoji, other scripts, line breaks.
    const fine = await server.request('POST', ApiPath.brands, {
      token,
      body: brand('Café Ñandú 😀 مقهى', 'Bebidas de frutas.\nHechas en Oaxaca.'),
    });
    expect(fine.status).toBe(201);
  });

  it('refuses them in a creator’s name', async () => {
    const { token } = await registerWithRole(server, 'influencer');
    const answer = await server.request('PUT', ApiPath.profile, {
      token,
      body: {
        first_name: 'Ana\u202E',
        last_name: 'López',
        birthday: '1990-05-17',
        question_text: 'Creadora de recetas mexicanas y viajes por el país.',
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { first_name: [ONE_LINE] } });
  });
});
