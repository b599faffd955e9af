import { MAX_PAGE_SIZE } from '../../src-shared/api/envelope';
import {
  BRIEFCASE_IMAGE_MAX_BYTES,
  BRIEFCASE_VIDEO_MAX_BYTES,
} from '../../src-shared/domain/briefcase';
import { PROFILE_IMAGE_MAX_BYTES } from '../../src-shared/rules/image-file';
import { MINIMUM_AGE } from '../../src-shared/rules/age';
import { MAX_FOLLOWERS } from '../../src-shared/rules/followers';
import { MAX_ETHNICITIES, MAX_LANGUAGES, MAX_PETS } from '../../src-shared/rules/multi-select';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../../src-shared/rules/phone';
import { VANITY_MAX_LENGTH, VANITY_MIN_LENGTH } from '../../src-shared/rules/vanity';
import {
  NETWORK_URL_MAX_LENGTH,
  NETWORK_USERNAME_MAX_LENGTH,
} from '../../src-shared/schemas/network';
import { AI_PROMPT_MIN_LENGTH } from '../../src-shared/schemas/ai-image';
import { AGENCY_TEXT_MAX_LENGTH } from '../../src-shared/schemas/media-kit';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src-shared/schemas/auth';
import { BIO_MAX_LENGTH, MAX_CHILDREN, NAME_MAX_LENGTH } from '../../src-shared/schemas/profile';

const IMAGE_MAX_MB = PROFILE_IMAGE_MAX_BYTES / (1024 * 1024);
const BRIEFCASE_IMAGE_MAX_MB = BRIEFCASE_IMAGE_MAX_BYTES / (1024 * 1024);
const BRIEFCASE_VIDEO_MAX_MB = BRIEFCASE_VIDEO_MAX_BYTES / (1024 * 1024);

/**
 * Spanish (es-MX) text for the i18n keys the shared valibot schemas use as messages. The renderer
 * has its own translations; the API answers with text so any client can show it as is.
 */
export const validationMessages: Readonly<Record<string, string>> = {
  'validation.idempotencyKeyInvalid': 'La clave de la solicitud no es válida.',
  'validation.creditPackageInvalid': 'Elige un paquete de créditos de la lista.',
  'validation.currencyInvalid': 'Los pagos son en dólares estadounidenses (USD).',
  'validation.resetTokenInvalid': 'El enlace para cambiar la contraseña no es válido.',
  'validation.deleteConfirmationInvalid': 'Escribe ELIMINAR para confirmar.',
  'validation.briefcaseTitleTooLong': 'El título no puede tener más de 120 caracteres.',
  // Briefcase uploads (src-server/briefcase/briefcase-upload.ts).
  'validation.briefcaseFileType': 'Sube una imagen JPG o PNG, o un video MP4 o MOV.',
  'validation.briefcaseImageTooLarge': `La imagen no puede pesar más de ${BRIEFCASE_IMAGE_MAX_MB} MB.`,
  'validation.videoInvalid': 'El archivo no es un video MP4 o MOV válido.',
  'validation.videoTooLarge': `El video no puede pesar más de ${BRIEFCASE_VIDEO_MAX_MB} MB.`,
  'validation.posterInvalid': 'La portada del video debe ser una imagen JPG o PNG.',
  'validation.posterTooLarge': `La portada del video no puede pesar más de ${IMAGE_MAX_MB} MB.`,
  'validation.posterForVideoOnly': 'Solo los videos llevan portada.',
  'validation.fileEmpty': 'El archivo está vacío.',
  // Brands, finder, casting calls and proposals (src-shared/schemas/).
  'validation.amountInvalid': 'Escribe una cantidad mayor que 0 en dólares.',
  'validation.amountTooLarge': 'La cantidad no puede pasar de USD 1,000,000.',
  'validation.amountCents': 'Usa como máximo dos decimales (centavos).',
  'validation.dateInvalid': 'Escribe una fecha válida (AAAA-MM-DD).',
  'validation.idInvalid': 'El identificador no es válido.',
  'validation.companyNameRequired': 'Escribe el nombre de la empresa.',
  'validation.companyNameTooLong': 'El nombre no puede tener más de 120 caracteres.',
  'validation.taxIdInvalid':
    'El RFC o identificador fiscal solo puede tener letras, números y guiones (hasta 20).',
  'validation.industryInvalid': 'Elige una industria de la lista.',
  'validation.companySizeInvalid': 'Elige el tamaño de la empresa de la lista.',
  'validation.brandNameRequired': 'Escribe el nombre de la marca.',
  'validation.brandNameTooLong': 'El nombre no puede tener más de 80 caracteres.',
  'validation.descriptionTooLong': 'La descripción no puede tener más de 1,000 caracteres.',
  'validation.searchTooLong': 'La búsqueda no puede tener más de 100 caracteres.',
  'validation.categoryInvalid': 'Elige una categoría de la lista.',
  'validation.erInvalid': 'La tasa de interacción va de 0 a 100 %.',
  'validation.followersRangeInvalid': 'El mínimo de seguidores no puede ser mayor que el máximo.',
  'validation.titleRequired': 'Escribe un título.',
  'validation.titleTooShort': 'El título debe tener al menos 3 caracteres.',
  'validation.titleTooLong': 'El título no puede tener más de 120 caracteres.',
  'validation.briefRequired': 'Describe lo que buscas.',
  'validation.briefTooShort': 'La descripción debe tener al menos 20 caracteres.',
  'validation.briefTooLong': 'La descripción no puede tener más de 5,000 caracteres.',
  'validation.networksRequired': 'Elige al menos una red social.',
  'validation.contentTypeInvalid': 'Elige un tipo de contenido que exista en esa red.',
  'validation.interestInvalid': 'Elige un interés de la lista.',
  'validation.contentTypesRequired': 'Elige al menos un tipo de contenido.',
  'validation.budgetRangeInvalid': 'El presupuesto mínimo no puede ser mayor que el máximo.',
  'validation.messageTooLong': 'El mensaje no puede tener más de 2,000 caracteres.',
  'validation.quantityInvalid': 'La cantidad va de 1 a 100 piezas.',
  'validation.deliverablesRequired': 'Agrega al menos un entregable.',
  'validation.deliverablesTooMany': 'Agrega como máximo 20 entregables.',
  'validation.dateRangeInvalid': 'La fecha de fin no puede ser anterior a la de inicio.',
  'validation.deadlinePast': 'La fecha límite ya pasó: elige hoy o una fecha posterior.',
  'validation.statusInvalid': 'Elige un estado de la lista.',
  'validation.applicationInvalid': 'Elige una postulación aceptada de este creador.',
  'validation.emailRequired': 'Escribe tu correo electrónico.',
  'validation.emailInvalid': 'Escribe un correo electrónico válido.',
  'validation.passwordRequired': 'Escribe tu contraseña.',
  'validation.passwordTooShort': `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  'validation.passwordTooLong': `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres.`,
  'validation.passwordUnchanged': 'La nueva contraseña debe ser distinta de la actual.',
  'validation.roleInvalid': 'Elige un rol válido: influencer o marca.',
  // Profile wizard (src-shared/schemas/profile.ts).
  'validation.firstNameRequired': 'Escribe tu nombre.',
  'validation.lastNameRequired': 'Escribe tu apellido.',
  'validation.nameTooLong': `No puede tener más de ${NAME_MAX_LENGTH} caracteres.`,
  'validation.birthdayRequired': 'Escribe tu fecha de nacimiento.',
  'validation.birthdayInvalid':
    'Escribe una fecha de nacimiento real (AAAA-MM-DD) que no sea futura.',
  'validation.birthdayFuture': 'La fecha de nacimiento no puede ser futura.',
  'validation.birthdayTooYoung': `Debes tener al menos ${MINIMUM_AGE} años.`,
  'validation.bioRequired': 'Escribe tu biografía.',
  'validation.bioTooLong': `La biografía no puede tener más de ${BIO_MAX_LENGTH} caracteres.`,
  'validation.countryInvalid': 'Elige un país de la lista.',
  'validation.phoneInvalid': `Escribe un teléfono con + y la lada del país seleccionado, de ${PHONE_MIN_DIGITS} a ${PHONE_MAX_DIGITS} dígitos.`,
  'validation.optionInvalid': 'Elige opciones de la lista, sin repetir.',
  'validation.languagesMax': `Elige como máximo ${MAX_LANGUAGES} idiomas.`,
  'validation.ethnicityMax': `Elige como máximo ${MAX_ETHNICITIES} etnias.`,
  'validation.petsMax': `Elige como máximo ${MAX_PETS} mascotas.`,
  'validation.childIncomplete': 'Indica el género y el rango de edad de cada hijo.',
  'validation.childrenMax': `Puedes registrar como máximo ${MAX_CHILDREN} hijos.`,
  'validation.emptyFlagInvalid': 'Una lista marcada como vacía no puede llevar elementos.',
  'validation.vanityInvalid':
    'Usa solo letras sin acentos, números, punto y guion bajo, sin espacios.',
  'validation.vanityLength': `El nombre de usuario debe tener de ${VANITY_MIN_LENGTH} a ${VANITY_MAX_LENGTH} caracteres.`,
  'validation.profileFieldsInvalid': 'Envía solo los campos de un paso del perfil.',
  'validation.imageInvalid': 'El archivo no es una imagen válida.',
  'validation.imageTooLarge': `La imagen no puede pesar más de ${IMAGE_MAX_MB} MB.`,
  'validation.imageType': 'Sube una imagen JPG o PNG.',
  // Connection form (src-shared/schemas/network.ts); name's limit is nameTooLong above.
  'validation.networkInvalid': 'Elige una red social de la lista.',
  'validation.usernameRequired': 'Escribe el nombre de usuario de la cuenta.',
  'validation.usernameTooLong': `El nombre de usuario no puede tener más de ${NETWORK_USERNAME_MAX_LENGTH} caracteres.`,
  'validation.networkNameRequired': 'Escribe el nombre que se muestra en esta red.',
  'validation.apiUrlRequired': 'Escribe la dirección del servidor de tu equipo.',
  'validation.apiUrlInvalid':
    'Escribe una dirección https:// válida, sin usuario ni contraseña (http:// solo para este equipo).',
  'validation.accountsRequired': 'Elige al menos una cuenta.',
  'validation.tooManyAccounts': 'Elige como máximo 100 cuentas por exportación.',
  'validation.urlInvalid': 'Escribe una dirección web válida que empiece con http:// o https://.',
  'validation.urlTooLong': `La dirección web no puede tener más de ${NETWORK_URL_MAX_LENGTH} caracteres.`,
  'validation.followersRequired': 'Escribe cuántos seguidores tiene la cuenta.',
  'validation.followersInvalid': 'Los seguidores deben ser un número entero, desde 0.',
  'validation.followersDecimal': 'Escribe un número entero, sin decimales.',
  'validation.followersNegative': 'El número de seguidores no puede ser negativo.',
  'validation.followersTooMany': `El número de seguidores no puede pasar de ${MAX_FOLLOWERS.toLocaleString('es-MX')}.`,
  'validation.networkUrlInvalid': 'Escribe una URL que empiece con https://',
  // OAuth connections (src-server/social/oauth-inputs.ts).
  'validation.oauthStateInvalid':
    'El parámetro state debe tener de 16 a 128 caracteres: letras, números, guion o guion bajo.',
  'validation.oauthCodeInvalid': 'Envía el código de autorización que devolvió la red social.',
  'validation.oauthRedirectNotAllowed':
    'Esta red vuelve a su dirección registrada: no envíes redirect_uri ni code_challenge.',
  'validation.oauthLoopbackInvalid':
    'redirect_uri debe ser http://127.0.0.1:<puerto>/… o http://[::1]:<puerto>/… de este equipo.',
  'validation.oauthCodeChallengeInvalid':
    'code_challenge debe ser el reto PKCE S256: de 43 a 128 caracteres base64url.',
  'validation.oauthCodeVerifierInvalid':
    'code_verifier debe tener de 43 a 128 caracteres: letras, números, ".", "_", "~" o "-".',
  'validation.switchInvalid': 'Usa 1 o 0 (también true/false) en este parámetro.',
  // Facebook and Instagram (src-server/social/facebook-inputs.ts).
  'validation.facebookTokenRequired':
    'Envía el access_token que devolvió el inicio de sesión de Facebook (hasta 4096 caracteres).',
  'validation.facebookSignedRequestRequired':
    'Envía el signed_request que devolvió el inicio de sesión de Facebook (hasta 4096 caracteres).',
  'validation.facebookUserIdInvalid': 'user_id debe ser el identificador numérico de Facebook.',
  'validation.facebookUsernameInvalid':
    'username debe tener como máximo 100 caracteres: letras, números, ".", "_" o "-".',
  // Twitter (X) OAuth 1.0a (src-server/social/twitter-inputs.ts).
  'validation.twitterTokenInvalid':
    'El token de X debe tener de 1 a 200 caracteres: letras, números, ".", "_", "~" o "-".',
  'validation.twitterVerifierInvalid':
    'El verificador de X debe tener de 1 a 200 caracteres: letras, números, ".", "_", "~" o "-".',
  'validation.twitterSecretInvalid':
    'El secreto temporal de X debe tener de 1 a 200 caracteres: letras, números, ".", "_", "~" o "-".',
  'validation.twitterUsernameInvalid':
    'username debe ser un usuario de X de 1 a 50 caracteres: letras, números o guion bajo.',
  // Spec keys, spelled as the spec writes them (typo included).
  'negativeContent.findInfoContact':
    'No incluyas datos de contacto (correo, teléfono o sitio web).',
  'creator.vanityRequitred': 'Escribe tu nombre de usuario.',
  needFollowers: 'Escribe un número de seguidores mayor que cero.',
  // AI image studio (src-shared/schemas/ai-image.ts).
  'validation.promptRequired': 'Describe la imagen que quieres generar.',
  'validation.promptTooShort': `Describe la imagen con al menos ${AI_PROMPT_MIN_LENGTH} caracteres.`,
  'validation.promptTooLong': 'La descripción de la imagen no puede tener más de 1,000 caracteres.',
  'validation.imageModelInvalid': 'Elige un modelo de la lista.',
  'validation.imageStyleInvalid': 'Elige un estilo de la lista, o ninguno.',
  // Hashtag suggestions and the brands' monitor (src-shared/schemas/hashtag.ts, monitor.ts).
  'validation.hashtagQueryRequired': 'Escribe el inicio del hashtag, con o sin #.',
  'validation.hashtagQueryTooLong': 'Un hashtag puede tener hasta 50 caracteres.',
  'validation.hashtagQueryInvalid':
    'Un hashtag solo lleva letras, números y guion bajo, sin espacios.',
  'validation.monitorKeywordRequired': 'Escribe una palabra clave o un #hashtag.',
  'validation.monitorKeywordLength': 'La palabra clave debe tener de 2 a 50 caracteres.',
  'validation.monitorKeywordInvalid':
    'Escribe un #hashtag o palabras con letras y números (se permiten espacios, guiones y &).',
  // Media kits: options, agency details, export records (src-shared/schemas/media-kit.ts).
  'validation.colorInvalid': 'Elige un color en formato #RRGGBB.',
  'validation.textInvalid': 'Escribe un texto válido.',
  'validation.textTooLong': `No puede tener más de ${AGENCY_TEXT_MAX_LENGTH} caracteres.`,
  'validation.kitCodeInvalid':
    'El código de verificación debe tener 10 caracteres: números y letras mayúsculas, sin I, L, O ni U.',
  'validation.exportedAtFuture':
    'La fecha de exportación no puede ser posterior a la hora actual del servidor.',
  // Paged lists.
  'validation.pageInvalid': 'La página debe ser un número entero desde 1.',
  'validation.pageSizeInvalid': `El tamaño de página debe ser un número entero de 1 a ${MAX_PAGE_SIZE}.`,
};

/** Text for problems a schema reports without its own key (valibot's defaults are English). */
export const genericValidationMessages = {
  required: 'Este campo es obligatorio.',
  unknownField: 'Este campo no está permitido.',
  /** A known profile field sent together with fields of another wizard step. */
  otherStepField: 'Este campo es de otro paso del perfil; guárdalo por separado.',
  tooLong: 'El valor es demasiado largo.',
  invalid: 'El valor no es válido.',
  bodyNotObject: 'El cuerpo de la solicitud debe ser un objeto JSON.',
  malformedJson: 'El cuerpo de la solicitud no es JSON válido.',
  badRequest: 'La solicitud no es válida.',
  summary: 'Revisa los datos marcados.',
} as const;

export function translateValidationKey(key: string): string {
  return validationMessages[key] ?? genericValidationMessages.invalid;
}

export function hasValidationText(key: string): boolean {
  return Object.hasOwn(validationMessages, key);
}
