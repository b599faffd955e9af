/**
 * The one Spanish (es-MX) text of every message key the shared valibot schemas (and the core API's
 * own input checks) report. The core API answers with these texts (`src-server/http/messages.ts`)
 * and the renderer's i18next reads the same object (`src-renderer/i18n/i18n.ts`), so a form and an
 * API answer never say two different things. `{{name}}` placeholders are the limits in
 * `validation-params.ts`. The spec's own keys stay spelled as the spec writes them (typo included,
 * docs/PRODUCT.md §12).
 */
export const VALIDATION_MESSAGES_ES_MX = {
  validation: {
    idempotencyKeyInvalid: 'La clave de la solicitud no es válida.',
    creditPackageInvalid: 'Elige un paquete de créditos de la lista.',
    currencyInvalid: 'Los pagos son en dólares estadounidenses (USD).',
    resetTokenInvalid: 'El enlace para cambiar la contraseña no es válido.',
    deleteConfirmationInvalid: 'Escribe ELIMINAR para confirmar.',
    briefcaseTitleTooLong: 'El título no puede tener más de 120 caracteres.',
    // Briefcase uploads (src-server/briefcase/briefcase-upload.ts).
    briefcaseFileType: 'Sube una imagen JPG o PNG, o un video MP4 o MOV.',
    briefcaseImageTooLarge: 'La imagen no puede pesar más de {{briefcaseImageMaxMb}} MB.',
    videoInvalid: 'El archivo no es un video MP4 o MOV válido.',
    videoTooLarge: 'El video no puede pesar más de {{briefcaseVideoMaxMb}} MB.',
    posterInvalid: 'La portada del video debe ser una imagen JPG o PNG.',
    posterTooLarge: 'La portada del video no puede pesar más de {{imageMaxMb}} MB.',
    posterForVideoOnly: 'Solo los videos llevan portada.',
    fileEmpty: 'El archivo está vacío.',
    // Brands, finder, casting calls and proposals (src-shared/schemas/).
    amountInvalid: 'Escribe una cantidad mayor que 0 en dólares.',
    amountTooLarge: 'La cantidad no puede pasar de USD 1,000,000.',
    amountCents: 'Usa como máximo dos decimales (centavos).',
    dateInvalid: 'Escribe una fecha válida.',
    idInvalid: 'El identificador no es válido.',
    companyNameRequired: 'Escribe el nombre de la empresa.',
    companyNameTooLong: 'El nombre no puede tener más de 120 caracteres.',
    taxIdInvalid:
      'El RFC o identificador fiscal solo puede tener letras, números y guiones (hasta 20).',
    industryInvalid: 'Elige una industria de la lista.',
    companySizeInvalid: 'Elige el tamaño de la empresa de la lista.',
    brandNameRequired: 'Escribe el nombre de la marca.',
    brandNameTooLong: 'El nombre no puede tener más de 80 caracteres.',
    descriptionTooLong: 'La descripción no puede tener más de 1,000 caracteres.',
    searchTooLong: 'La búsqueda no puede tener más de 100 caracteres.',
    categoryInvalid: 'Elige una categoría de la lista.',
    erInvalid: 'La tasa de interacción va de 0 a 100 %.',
    followersRangeInvalid: 'El mínimo de seguidores no puede ser mayor que el máximo.',
    titleRequired: 'Escribe un título.',
    titleTooShort: 'El título debe tener al menos 3 caracteres.',
    titleTooLong: 'El título no puede tener más de 120 caracteres.',
    briefRequired: 'Describe lo que buscas.',
    briefTooShort: 'La descripción debe tener al menos 20 caracteres.',
    briefTooLong: 'La descripción no puede tener más de 5,000 caracteres.',
    networksRequired: 'Elige al menos una red social.',
    contentTypeInvalid: 'Elige un tipo de contenido que exista en esa red.',
    interestInvalid: 'Elige un interés de la lista.',
    contentTypesRequired: 'Elige al menos un tipo de contenido.',
    budgetRangeInvalid: 'El presupuesto mínimo no puede ser mayor que el máximo.',
    messageTooLong: 'El mensaje no puede tener más de 2,000 caracteres.',
    quantityInvalid: 'La cantidad va de 1 a 100 piezas.',
    deliverablesRequired: 'Agrega al menos un entregable.',
    deliverablesTooMany: 'Agrega como máximo 20 entregables.',
    dateRangeInvalid: 'La fecha de fin no puede ser anterior a la de inicio.',
    deadlinePast: 'La fecha límite ya pasó: elige hoy o una fecha posterior.',
    statusInvalid: 'Elige un estado de la lista.',
    applicationInvalid: 'Elige una postulación aceptada de este creador.',
    // Collaborations (issue 31: src-shared/schemas/collaboration.ts, rules/post-url.ts).
    revisionRoundsInvalid: 'Las rondas de cambios van de 0 a {{revisionRoundsMax}}.',
    dueDateOutsideWindow:
      'La fecha de entrega debe quedar dentro de las fechas acordadas de la colaboración.',
    draftMediaRequired: 'Agrega al menos una imagen o un video.',
    draftMediaMixed: 'Sube hasta {{draftMaxImages}} imágenes o un solo video, no ambos.',
    draftMediaTooMany: 'Sube como máximo {{draftMaxImages}} imágenes o un video.',
    draftMediaUnknown: 'Uno de los archivos ya no está disponible: vuelve a elegirlo.',
    captionTooLong: 'El texto no puede pasar de {{captionMax}} caracteres.',
    noteRequired: 'Escribe una nota que explique qué cambiar.',
    reasonRequired: 'Escribe el motivo.',
    noteTooLong: 'La nota no puede tener más de {{itemNoteMax}} caracteres.',
    plannedDateOutsideWindow:
      'La fecha de publicación debe quedar dentro de las fechas acordadas de la colaboración.',
    decisionInvalid: 'Elige aprobar, pedir cambios o rechazar.',
    cancelActionInvalid: 'Elige pedir, confirmar, retirar o rechazar la cancelación.',
    versionInvalid: 'Indica la versión del borrador que revisas.',
    postUrlRequired: 'Pega el enlace de la publicación.',
    postUrlTooLong: 'El enlace no puede tener más de 2,048 caracteres.',
    postUrlUsed: 'Ese enlace ya se entregó para otra pieza de esta colaboración.',
    figureInvalid: 'Escribe un número entero de 0 o más.',
    figuresRequired: 'Escribe al menos una cifra.',
    calendarRangeInvalid: 'Elige un rango de fechas de hasta {{calendarMaxDays}} días.',
    emailRequired: 'Escribe tu correo electrónico.',
    emailInvalid: 'Escribe un correo electrónico válido, por ejemplo nombre@dominio.com.',
    passwordRequired: 'Escribe tu contraseña.',
    passwordTooShort: 'La contraseña debe tener al menos {{passwordMin}} caracteres.',
    passwordTooLong: 'La contraseña no puede tener más de {{passwordMax}} caracteres.',
    passwordUnchanged: 'La nueva contraseña debe ser distinta de la actual.',
    roleInvalid: 'Elige si eres creador o marca.',
    // Profile wizard (src-shared/schemas/profile.ts).
    firstNameRequired: 'Escribe tu nombre.',
    lastNameRequired: 'Escribe tu apellido.',
    nameTooLong: 'Usa como máximo {{nameMax}} caracteres.',
    birthdayRequired: 'Escribe tu fecha de nacimiento.',
    birthdayInvalid: 'Escribe una fecha de nacimiento válida que no esté en el futuro.',
    birthdayFuture: 'La fecha de nacimiento no puede estar en el futuro.',
    birthdayTooYoung: 'Debes tener al menos {{minimumAge}} años.',
    bioRequired: 'Escribe una biografía breve.',
    bioTooLong: 'La biografía no puede tener más de {{bioMax}} caracteres.',
    countryInvalid: 'Elige un país de la lista.',
    phoneInvalid:
      'Escribe un teléfono con + y la lada del país seleccionado, de {{phoneMinDigits}} a {{phoneMaxDigits}} dígitos.',
    optionInvalid: 'Elige una opción de la lista.',
    languagesMax: 'Puedes elegir hasta {{languagesMax}} idiomas.',
    ethnicityMax: 'Puedes elegir hasta {{ethnicityMax}} etnias.',
    petsMax: 'Puedes elegir hasta {{petsMax}} mascotas.',
    childIncomplete: 'Elige el género y la edad de cada hijo.',
    childrenMax: 'Puedes agregar hasta {{childrenMax}} hijos.',
    emptyFlagInvalid: 'Una lista marcada como vacía no puede llevar elementos.',
    vanityInvalid: 'Usa solo letras sin acentos, números, punto y guion bajo, sin espacios.',
    vanityLength: 'Tu nombre de usuario debe tener de {{vanityMin}} a {{vanityMax}} caracteres.',
    profileFieldsInvalid: 'Envía solo los campos de un paso del perfil.',
    imageInvalid: 'No pudimos leer esa imagen. Prueba con otro archivo.',
    imageTooLarge: 'La imagen pesa más de {{imageMaxMb}}\u00a0MB. Elige una más ligera.',
    imageType: 'Elige una imagen JPG o PNG.',
    // Connection form (src-shared/schemas/network.ts); name's limit is nameTooLong above.
    networkInvalid: 'Elige una red social de la lista.',
    usernameRequired: 'Escribe tu usuario en esta red.',
    usernameInvalid: 'El usuario solo puede tener letras, números, punto, guion y guion bajo.',
    usernameTooLong: 'El usuario puede tener hasta {{networkUsernameMax}} caracteres.',
    networkNameRequired: 'Escribe el nombre que se muestra en esta red.',
    apiUrlRequired: 'Escribe la dirección del servidor de tu equipo.',
    apiUrlInvalid:
      'Escribe una dirección https:// válida, sin usuario ni contraseña (http:// solo para este equipo).',
    accountsRequired: 'Elige al menos una cuenta.',
    tooManyAccounts: 'Elige como máximo 100 cuentas por exportación.',
    urlInvalid: 'Escribe una dirección web válida que empiece con http:// o https://.',
    urlTooLong: 'La dirección web no puede tener más de {{networkUrlMax}} caracteres.',
    followersRequired: 'Escribe cuántos seguidores tiene la cuenta.',
    followersInvalid: 'Escribe un número de seguidores válido, sin decimales.',
    followersDecimal: 'Escribe un número entero, sin decimales.',
    followersNegative: 'El número de seguidores no puede ser negativo.',
    followersNotNumber: 'Escribe solo números, por ejemplo 12,345.',
    followersTooMany: 'El número de seguidores no puede pasar de {{followersMax}}.',
    networkUrlInvalid: 'Escribe una URL que empiece con https://',
    // OAuth connections (src-server/social/oauth-inputs.ts).
    oauthStateInvalid:
      'El parámetro state debe tener de 16 a 128 caracteres: letras, números, guion o guion bajo.',
    oauthCodeInvalid: 'Envía el código de autorización que devolvió la red social.',
    oauthRedirectNotAllowed:
      'Esta red vuelve a su dirección registrada: no envíes redirect_uri ni code_challenge.',
    oauthLoopbackInvalid:
      'redirect_uri debe ser http://127.0.0.1:<puerto>/… o http://[::1]:<puerto>/… de este equipo.',
    oauthCodeChallengeInvalid:
      'code_challenge debe ser el reto PKCE S256: de 43 a 128 caracteres base64url.',
    oauthCodeVerifierInvalid:
      'code_verifier debe tener de 43 a 128 caracteres: letras, números, ".", "_", "~" o "-".',
    switchInvalid: 'Usa 1 o 0 (también true/false) en este parámetro.',
    // Facebook and Instagram (src-server/social/facebook-inputs.ts).
    facebookTokenRequired:
      'Envía el access_token que devolvió el inicio de sesión de Facebook (hasta 4096 caracteres).',
    facebookSignedRequestRequired:
      'Envía el signed_request que devolvió el inicio de sesión de Facebook (hasta 4096 caracteres).',
    facebookUserIdInvalid: 'user_id debe ser el identificador numérico de Facebook.',
    facebookUsernameInvalid:
      'username debe tener como máximo 100 caracteres: letras, números, ".", "_" o "-".',
    // Twitter (X) OAuth 1.0a (src-server/social/twitter-inputs.ts).
    twitterTokenInvalid:
      'El token de X debe tener de 1 a 200 caracteres: letras, números, ".", "_", "~" o "-".',
    twitterVerifierInvalid:
      'El verificador de X debe tener de 1 a 200 caracteres: letras, números, ".", "_", "~" o "-".',
    twitterSecretInvalid:
      'El secreto temporal de X debe tener de 1 a 200 caracteres: letras, números, ".", "_", "~" o "-".',
    twitterUsernameInvalid:
      'username debe ser un usuario de X de 1 a 50 caracteres: letras, números o guion bajo.',
    // AI image studio (src-shared/schemas/ai-image.ts).
    promptRequired: 'Describe la imagen que quieres generar.',
    promptTooShort: 'Describe la imagen con al menos {{promptMin}} caracteres.',
    promptTooLong: 'La descripción de la imagen no puede tener más de 1,000 caracteres.',
    imageModelInvalid: 'Elige un modelo de la lista.',
    imageStyleInvalid: 'Elige un estilo de la lista, o ninguno.',
    // Hashtag suggestions and the brands' monitor (src-shared/schemas/hashtag.ts, monitor.ts).
    hashtagQueryRequired: 'Escribe el inicio del hashtag, con o sin #.',
    hashtagQueryTooLong: 'Un hashtag puede tener hasta 50 caracteres.',
    hashtagQueryInvalid: 'Un hashtag solo lleva letras, números y guion bajo, sin espacios.',
    monitorKeywordRequired: 'Escribe una palabra clave o un #hashtag.',
    monitorKeywordLength: 'La palabra clave debe tener de 2 a 50 caracteres.',
    monitorKeywordInvalid:
      'Escribe un #hashtag o palabras con letras y números (se permiten espacios, guiones y &).',
    // Media kits: options, agency details, export records (src-shared/schemas/media-kit.ts).
    colorInvalid: 'Escribe un color en formato #RRGGBB, por ejemplo #6D28D9.',
    textInvalid: 'Escribe un texto válido.',
    textDisguised:
      'Quita los caracteres invisibles o de control (como los que invierten la dirección del texto).',
    textDisguisedOneLine:
      'Va en una sola línea y sin caracteres invisibles o de control (como los que invierten la dirección del texto).',
    textTooLong: 'Usa como máximo {{textMax}} caracteres.',
    textNul: 'El texto no puede llevar el carácter nulo (U+0000).',
    kitCodeInvalid:
      'El código de verificación debe tener 10 caracteres: números y letras mayúsculas, sin I, L, O ni U.',
    exportedAtFuture:
      'La fecha de exportación no puede ser posterior a la hora actual del servidor.',
    // Paged lists.
    pageInvalid: 'La página debe ser un número entero desde 1.',
    pageSizeInvalid: 'El tamaño de página debe ser un número entero de 1 a {{pageSizeMax}}.',
    // Drafts kept on this desktop (src-shared/schemas/draft.ts).
    draftKeyInvalid: 'El borrador no tiene un nombre válido.',
    draftInvalid: 'El borrador no tiene la forma de un formulario.',
    draftTooLarge: 'El borrador es demasiado grande para guardarlo.',
    // The agency desk (src-shared/schemas/agency-desk.ts).
    deskGroupTooLong: 'El nombre del grupo puede tener hasta {{deskGroupMax}} caracteres.',
    deskGroupOneLine: 'El nombre del grupo va en una sola línea.',
    deskTooManyAccounts: 'Elige como máximo 500 cuentas.',
    deskNoteTooLong: 'La nota puede tener hasta {{deskNoteMax}} caracteres.',
  },
  // The spec's own keys (docs/PRODUCT.md §5.2, §5.3, §5.7).
  negativeContent: {
    findInfoContact: 'No incluyas datos de contacto: ni correos, ni teléfonos, ni sitios web.',
  },
  creator: {
    vanityRequitred: 'Elige un nombre para tu URL pública.',
  },
  needFollowers: 'Escribe un número de seguidores mayor que cero para continuar.',
} as const;
