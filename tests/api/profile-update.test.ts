import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';
import type { User } from '../../src-shared/domain/user';
import { describeEngines } from './harness/engines';
import { registerAccount, registerWithRole } from './harness/accounts';
import { startTestServer, type Answer, type TestServer } from './harness/test-server';

const FIND_INFO_CONTACT = 'No incluyas datos de contacto: ni correos, ni teléfonos, ni sitios web.';
const PHONE_INVALID =
  'Escribe un teléfono con + y la lada del país seleccionado, de 8 a 13 dígitos.';
const OPTION_INVALID = 'Elige una opción de la lista.';
const FLAG_CONFLICT = 'Una lista marcada como vacía no puede llevar elementos.';
const UNKNOWN_FIELD = 'Este campo no está permitido.';
const OTHER_STEP_FIELD = 'Este campo es de otro paso del perfil; guárdalo por separado.';
const VANITY_TAKEN = 'Ese nombre de usuario ya está en uso. Elige otro.';

const PROFILE_STEP = {
  first_name: 'Ana',
  last_name: 'López',
  birthday: '1990-05-17',
  question_text: 'Creadora de recetas mexicanas y viajes por el país.',
};
const BASIC_INFO = { country: 'MX', telephone: '+52 55 1234 5678', languages: ['es', 'en'] };

describeEngines('Profile update (PUT /api/v1/accounts/profile/)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server?.close();
  });

  function put(token: string, body: unknown): Promise<Answer<User>> {
    return server.request<User>('PUT', ApiPath.profile, { token, body });
  }

  async function profileOf(token: string): Promise<User> {
    const answer = await server.request<User>('GET', ApiPath.profile, { token });
    expect(answer.status).toBe(200);
    return answer.body.response;
  }

  /** A 400 whose `fields` are exactly these. */
  function expectFields(answer: Answer, fields: Record<string, string[]>): void {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.code).toBe('validation_error');
    expect(answer.body.fields).toEqual(fields);
  }

  /** Saves a step and checks the answer is the user GET profile returns afterwards. */
  async function save(token: string, body: unknown): Promise<User> {
    const answer = await put(token, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await profileOf(token)).toEqual(answer.body.response);
    return answer.body.response;
  }

  describe('profile step', () => {
    it('saves names, bio and birthday (trimmed) and answers the whole user', async () => {
      const { token, user } = await registerWithRole(server);
      const saved = await save(token, {
        ...PROFILE_STEP,
        first_name: '  Ana  ',
        question_text: `  ${PROFILE_STEP.question_text}  `,
      });
      expect(saved).toEqual({
        ...user,
        first_name: 'Ana',
        last_name: 'López',
        question_text: PROFILE_STEP.question_text,
        meta_info: { ...user.meta_info, birthday: '1990-05-17' },
      });
      // The app replaces its permissions from every save (docs/PRODUCT.md §6).
      expect(saved.permissions).toContain('profile.edit');
    });

    it('takes names of 50 and a bio of 500 characters, and refuses one more', async () => {
      const { token } = await registerWithRole(server);
      await save(token, {
        ...PROFILE_STEP,
        first_name: 'a'.repeat(50),
        last_name: 'b'.repeat(50),
        question_text: 'c'.repeat(500),
      });
      expectFields(
        await put(token, {
          ...PROFILE_STEP,
          first_name: 'a'.repeat(51),
          last_name: 'b'.repeat(51),
          question_text: 'c'.repeat(501),
        }),
        {
          first_name: ['Usa como máximo 50 caracteres.'],
          last_name: ['Usa como máximo 50 caracteres.'],
          question_text: ['La biografía no puede tener más de 500 caracteres.'],
        },
      );
      expect((await profileOf(token)).first_name).toBe('a'.repeat(50));
    });

    it('refuses contact details in the bio and the names', async () => {
      const { token } = await registerWithRole(server);
      for (const bio of [
        'Escríbeme a correo@dominio.com para colaborar',
        'Visita www.sitio.mx para ver mi trabajo',
        'Llámame al 55 1234 5678',
      ]) {
        expectFields(await put(token, { ...PROFILE_STEP, question_text: bio }), {
          question_text: [FIND_INFO_CONTACT],
        });
      }
      expectFields(await put(token, { ...PROFILE_STEP, last_name: 'ana@correo.mx' }), {
        last_name: [FIND_INFO_CONTACT],
      });
      expect((await profileOf(token)).question_text).toBe('');
    });

    it('requires every field, with a birthday-required message for an empty date', async () => {
      const { token } = await registerWithRole(server);
      expectFields(
        await put(token, { first_name: '', last_name: ' ', birthday: '', question_text: '' }),
        {
          first_name: ['Escribe tu nombre.'],
          last_name: ['Escribe tu apellido.'],
          birthday: ['Escribe tu fecha de nacimiento.'],
          question_text: ['Escribe una biografía breve.'],
        },
      );
      expectFields(await put(token, { first_name: 'Ana' }), {
        last_name: ['Este campo es obligatorio.'],
        birthday: ['Este campo es obligatorio.'],
        question_text: ['Este campo es obligatorio.'],
      });
    });

    it('refuses future, impossible and malformed birthdays', async () => {
      const { token } = await registerWithRole(server);
      const nextYear = new Date().getUTCFullYear() + 1;
      for (const birthday of ['2023-02-30', '1990-13-01', '17/05/1990']) {
        expectFields(await put(token, { ...PROFILE_STEP, birthday }), {
          birthday: ['Escribe una fecha de nacimiento válida que no esté en el futuro.'],
        });
      }
      expectFields(await put(token, { ...PROFILE_STEP, birthday: `${nextYear}-01-01` }), {
        birthday: ['La fecha de nacimiento no puede estar en el futuro.'],
      });
      expect((await profileOf(token)).meta_info.birthday).toBeNull();
    });
  });

  describe('basic_info step', () => {
    it('saves country, phone and languages', async () => {
      const { token, user } = await registerWithRole(server);
      const saved = await save(token, { ...BASIC_INFO, country: 'mx' });
      expect(saved.country).toBe('MX');
      expect(saved.telephone).toBe('+52 55 1234 5678');
      expect(saved.meta_info).toEqual({ ...user.meta_info, languages: ['es', 'en'] });
    });

    it('checks the phone against the country dial code and the 8–13 digit rule', async () => {
      const { token } = await registerWithRole(server);
      for (const telephone of ['+52 55 1234 5678', '+52 (55) 1234-5678', '+52 55 1234 56789']) {
        expect((await put(token, { ...BASIC_INFO, telephone })).status, telephone).toBe(200);
      }
      expect((await put(token, { country: 'US', telephone: '+1 202 555 0123' })).status).toBe(200);
      for (const [country, telephone] of [
        ['MX', '+52 55 1234 567890'], // 14 digits
        ['MX', '+52 12345'], // 7 digits
        ['MX', '55 1234 5678'], // no dial code
        ['US', '+52 55 1234 5678'], // another country's dial code
        ['MX', '+52 55 ABCD 5678'], // letters
        ['MX', ''],
      ] as const) {
        expectFields(await put(token, { country, telephone }), { telephone: [PHONE_INVALID] });
      }
      expectFields(await put(token, { country: 'ZZ', telephone: '+52 55 1234 5678' }), {
        country: ['Elige un país de la lista.'],
      });
      expect((await profileOf(token)).telephone).toBe('+1 202 555 0123');
    });

    it('allows 5 languages and refuses a sixth, unknown codes and repeats', async () => {
      const { token } = await registerWithRole(server);
      const five = ['es', 'en', 'pt', 'fr', 'de'];
      expect((await save(token, { ...BASIC_INFO, languages: five })).meta_info.languages).toEqual(
        five,
      );
      expectFields(await put(token, { ...BASIC_INFO, languages: [...five, 'it'] }), {
        languages: ['Puedes elegir hasta 5 idiomas.'],
      });
      expectFields(await put(token, { ...BASIC_INFO, languages: ['es', 'klingon'] }), {
        'languages.1': [OPTION_INVALID],
      });
      expectFields(await put(token, { ...BASIC_INFO, languages: ['es', 'es'] }), {
        languages: [OPTION_INVALID],
      });
      expect((await profileOf(token)).meta_info.languages).toEqual(five);
    });

    it('keeps languages when absent, clears them with empty_languages', async () => {
      const { token } = await registerWithRole(server);
      await save(token, BASIC_INFO);
      const kept = await save(token, { country: 'MX', telephone: '+52 33 9876 5432' });
      expect(kept.telephone).toBe('+52 33 9876 5432');
      expect(kept.meta_info.languages).toEqual(['es', 'en']);
      const cleared = await save(token, { ...BASIC_INFO, languages: [], empty_languages: true });
      expect(cleared.meta_info.languages).toEqual([]);
    });

    it('refuses an empty flag sent with items, and a flag that is not true', async () => {
      const { token } = await registerWithRole(server);
      await save(token, BASIC_INFO);
      const conflict = await put(token, {
        ...BASIC_INFO,
        languages: ['es'],
        empty_languages: true,
      });
      expectFields(conflict, { empty_languages: [FLAG_CONFLICT] });
      expectFields(await put(token, { ...BASIC_INFO, empty_languages: false }), {
        empty_languages: [FLAG_CONFLICT],
      });
      expect((await profileOf(token)).meta_info.languages).toEqual(['es', 'en']);
    });
  });

  describe('demographics step', () => {
    it('saves gender, scholarship and ethnicity, keeps or clears the list', async () => {
      const { token } = await registerWithRole(server);
      const saved = await save(token, {
        gender: 'female',
        scholarship: 'bachelor',
        ethnicity: ['mestizo', 'indigenous'],
      });
      expect(saved.meta_info).toMatchObject({
        gender: 'female',
        scholarship: 'bachelor',
        ethnicity: ['mestizo', 'indigenous'],
      });
      const kept = await save(token, { gender: 'non_binary', scholarship: 'master' });
      expect(kept.meta_info.ethnicity).toEqual(['mestizo', 'indigenous']);
      const cleared = await save(token, {
        gender: 'non_binary',
        scholarship: 'master',
        empty_ethnicity: true,
      });
      expect(cleared.meta_info).toMatchObject({ gender: 'non_binary', ethnicity: [] });
    });

    it('allows 4 ethnicities and refuses a fifth, unknown options and flag conflicts', async () => {
      const { token } = await registerWithRole(server);
      const base = { gender: 'female', scholarship: 'bachelor' };
      const four = ['mestizo', 'indigenous', 'white', 'asian'];
      await save(token, { ...base, ethnicity: four });
      expectFields(await put(token, { ...base, ethnicity: [...four, 'latino'] }), {
        ethnicity: ['Puedes elegir hasta 4 etnias.'],
      });
      expectFields(await put(token, { ...base, gender: 'robot' }), { gender: [OPTION_INVALID] });
      const conflict = await put(token, { ...base, ethnicity: ['white'], empty_ethnicity: true });
      expectFields(conflict, { empty_ethnicity: [FLAG_CONFLICT] });
      expect((await profileOf(token)).meta_info.ethnicity).toEqual(four);
    });
  });

  describe('family step', () => {
    const children = [
      { gender: 'girl', age_range: '3-5' },
      { gender: 'boy', age_range: '12-17' },
    ];

    it('saves relationship, pets and children, keeps or clears the lists', async () => {
      const { token } = await registerWithRole(server);
      const saved = await save(token, { relationship: 'married', pets: ['dog', 'cat'], children });
      expect(saved.meta_info).toMatchObject({
        relationship: 'married',
        pets: ['dog', 'cat'],
        children,
      });
      const kept = await save(token, { relationship: 'divorced' });
      expect(kept.meta_info).toMatchObject({
        relationship: 'divorced',
        pets: ['dog', 'cat'],
        children,
      });
      const cleared = await save(token, {
        relationship: 'divorced',
        empty_pets: true,
        empty_children: true,
      });
      expect(cleared.meta_info).toMatchObject({ pets: [], children: [] });
    });

    it('allows 4 pets and 10 children, refusing a fifth pet and an eleventh child', async () => {
      const { token } = await registerWithRole(server);
      const fourPets = ['dog', 'cat', 'bird', 'fish'];
      const tenChildren = Array.from({ length: 10 }, () => ({ gender: 'other', age_range: '18+' }));
      await save(token, { relationship: 'single', pets: fourPets, children: tenChildren });
      expectFields(await put(token, { relationship: 'single', pets: [...fourPets, 'horse'] }), {
        pets: ['Puedes elegir hasta 4 mascotas.'],
      });
      expectFields(
        await put(token, {
          relationship: 'single',
          children: [...tenChildren, { gender: 'girl', age_range: '0-2' }],
        }),
        { children: ['Puedes agregar hasta 10 hijos.'] },
      );
      expect((await profileOf(token)).meta_info.children).toHaveLength(10);
    });

    it('refuses incomplete children and flag conflicts', async () => {
      const { token } = await registerWithRole(server);
      expectFields(
        await put(token, {
          relationship: 'single',
          children: [{ gender: 'girl', age_range: '' }, { gender: 'boy' }],
        }),
        {
          'children.0.age_range': ['Elige el género y la edad de cada hijo.'],
          'children.1.age_range': ['Este campo es obligatorio.'],
        },
      );
      expectFields(await put(token, { relationship: 'single', pets: ['dog'], empty_pets: true }), {
        empty_pets: [FLAG_CONFLICT],
      });
      expectFields(await put(token, { relationship: 'single', children, empty_children: true }), {
        empty_children: [FLAG_CONFLICT],
      });
      expect((await profileOf(token)).meta_info.relationship).toBeNull();
    });
  });

  describe('the body is one step', () => {
    it('refuses unknown fields, naming them, and stores nothing', async () => {
      const { token, user } = await registerWithRole(server);
      expectFields(await put(token, { ...PROFILE_STEP, apodo: 'Anita', email: 'x@y.mx' }), {
        apodo: [UNKNOWN_FIELD],
        email: [UNKNOWN_FIELD],
      });
      expectFields(await put(token, { role: 'brand' }), { role: [UNKNOWN_FIELD] });
      expect(await profileOf(token)).toEqual(user);
    });

    it('refuses fields of two steps, naming those outside the step meant, and stores nothing', async () => {
      const { token, user } = await registerWithRole(server);
      expectFields(await put(token, { ...PROFILE_STEP, country: 'MX' }), {
        country: [OTHER_STEP_FIELD],
      });
      expectFields(await put(token, { ...BASIC_INFO, vanity_name: 'ana.lopez' }), {
        vanity_name: [OTHER_STEP_FIELD],
      });
      expect(await profileOf(token)).toEqual(user);
    });

    it('refuses an empty object and a body that is not an object', async () => {
      const { token } = await registerWithRole(server);
      expect((await put(token, {})).body).toEqual({
        code: 'validation_error',
        message: 'Envía solo los campos de un paso del perfil.',
      });
      for (const body of [['first_name'], 'Ana', null]) {
        const answer = await put(token, body);
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe('El cuerpo de la solicitud debe ser un objeto JSON.');
      }
    });

    it('answers 403 forbidden before a role is chosen, and stores nothing', async () => {
      const { token, user } = await registerAccount(server);
      const answer = await put(token, PROFILE_STEP);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        code: 'forbidden',
        message: 'Elige primero si tu cuenta es de creador o de marca.',
      });
      expect(await profileOf(token)).toEqual(user);
    });

    it('lets a brand save its profile too', async () => {
      const { token } = await registerWithRole(server, 'brand');
      expect((await save(token, PROFILE_STEP)).first_name).toBe('Ana');
    });

    it('answers 401 without a token or with a bad one', async () => {
      for (const token of [undefined, 'x'.repeat(43)]) {
        const answer = await server.request('PUT', ApiPath.profile, {
          ...(token ? { token } : {}),
          body: PROFILE_STEP,
        });
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe('not_authenticated');
      }
    });

    it('saves one step without touching the others', async () => {
      const { token } = await registerWithRole(server);
      await save(token, PROFILE_STEP);
      await save(token, BASIC_INFO);
      await save(token, { gender: 'female', scholarship: 'bachelor', ethnicity: ['latino'] });
      const user = await save(token, { relationship: 'single', pets: ['cat'] });
      expect(user).toMatchObject({
        first_name: 'Ana',
        telephone: '+52 55 1234 5678',
        meta_info: {
          birthday: '1990-05-17',
          languages: ['es', 'en'],
          gender: 'female',
          scholarship: 'bachelor',
          ethnicity: ['latino'],
          relationship: 'single',
          pets: ['cat'],
          children: [],
        },
      });
    });
  });

  describe('vanity step', () => {
    it('stores the handle lowercase', async () => {
      const { token } = await registerWithRole(server);
      const saved = await save(token, { vanity_name: 'Ana.Lopez_MX' });
      expect(saved.vanity_name).toBe('ana.lopez_mx');
    });

    it('refuses spaces, accents, and handles too short, too long or empty', async () => {
      const { token } = await registerWithRole(server);
      const invalid = 'Usa solo letras sin acentos, números, punto y guion bajo, sin espacios.';
      const length = 'Tu nombre de usuario debe tener de 3 a 30 caracteres.';
      for (const [vanity_name, message] of [
        ['ana lopez', invalid],
        ['josé', invalid],
        ['ana-lopez', invalid],
        ['ab', length],
        ['a'.repeat(31), length],
        ['', 'Elige un nombre para tu URL pública.'],
      ] as const) {
        expectFields(await put(token, { vanity_name }), { vanity_name: [message] });
      }
      await save(token, { vanity_name: 'a'.repeat(30) });
      expect((await profileOf(token)).vanity_name).toBe('a'.repeat(30));
    });

    it('answers 409 accounts.DuplicatedVanityName for a handle another user has, in any case', async () => {
      const owner = await registerWithRole(server);
      await save(owner.token, { vanity_name: 'la.cocinera' });
      const other = await registerWithRole(server);
      await save(other.token, { vanity_name: 'otra.cocinera' });
      for (const vanity_name of ['la.cocinera', 'LA.Cocinera']) {
        const answer = await put(other.token, { vanity_name });
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({
          code: 'accounts.DuplicatedVanityName',
          message: VANITY_TAKEN,
        });
      }
      expect((await profileOf(other.token)).vanity_name).toBe('otra.cocinera');
      // Saving one's own handle again, in another case, is not a conflict.
      expect((await save(owner.token, { vanity_name: 'La.Cocinera' })).vanity_name).toBe(
        'la.cocinera',
      );
    });

    it('lets exactly one of two people racing for a handle have it', async () => {
      const [first, second] = await Promise.all([
        registerWithRole(server),
        registerWithRole(server),
      ]);
      const answers = await Promise.all(
        [first, second].map(({ token }) => put(token, { vanity_name: 'carrera.renida' })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409);
      expect(loser?.body.code).toBe('accounts.DuplicatedVanityName');
    });
  });
});
