import { ErrorCode } from '../../src-shared/api/error-codes';
import type { ApiErrorBody, FieldErrors } from '../../src-shared/api/envelope';

/** Issue 17's answers to a repeated `Idempotency-Key` (http/idempotency/). */
export const IdempotencyErrorCode = {
  /** The key was first used for another method, path or body. */
  keyReused: ErrorCode.idempotencyKeyReused,
  /** The first request with the key is still running: ask again after `Retry-After`. */
  keyInProgress: ErrorCode.idempotencyKeyInProgress,
} as const;

/** The codes this API can answer with (the rest of ErrorCode belongs to main). */
export type ServerErrorCode =
  | (typeof IdempotencyErrorCode)[keyof typeof IdempotencyErrorCode]
  | typeof ErrorCode.validation
  | typeof ErrorCode.invalidCredentials
  | typeof ErrorCode.emailInUse
  | typeof ErrorCode.roleAlreadyDefined
  | typeof ErrorCode.duplicatedVanityName
  | typeof ErrorCode.networkLinkedElsewhere
  | typeof ErrorCode.notAuthenticated
  | typeof ErrorCode.forbidden
  | typeof ErrorCode.notFound
  | typeof ErrorCode.rateLimited
  | typeof ErrorCode.googleTokenInvalid
  | typeof ErrorCode.facebookTokenInvalid
  | typeof ErrorCode.providerNotConfigured
  | typeof ErrorCode.providerUnavailable
  | typeof ErrorCode.oauthCodeInvalid
  | typeof ErrorCode.youtubeChannelMissing
  | typeof ErrorCode.twitterAccountMismatch
  | typeof ErrorCode.networkReconnectRequired
  | typeof ErrorCode.metricsManual
  | typeof ErrorCode.metricsRefreshUnsupported
  | typeof ErrorCode.facebookGrantInvalid
  | typeof ErrorCode.facebookPermissionsMissing
  | typeof ErrorCode.facebookPageMissing
  | typeof ErrorCode.instagramAccountMissing
  | typeof ErrorCode.profileViewsExhausted
  | typeof ErrorCode.castingCallNotOpen
  | typeof ErrorCode.castingCallClosed
  | typeof ErrorCode.alreadyApplied
  | typeof ErrorCode.applicationDecided
  | typeof ErrorCode.proposalClosed
  | typeof ErrorCode.proposalNotYourTurn
  | typeof ErrorCode.seedUnavailable
  | typeof ErrorCode.trialAlreadyUsed
  | typeof ErrorCode.passwordIncorrect
  | typeof ErrorCode.resetTokenInvalid
  | typeof ErrorCode.paymentDeclined
  | typeof ErrorCode.paymentNotApproved
  | typeof ErrorCode.idempotencyConflict
  | typeof ErrorCode.briefcaseFull
  | typeof ErrorCode.instagramNotConnected
  | typeof ErrorCode.monitorKeywordsFull
  | typeof ErrorCode.internal
  | typeof ErrorCode.payloadTooLarge
  | typeof ErrorCode.unsupportedMediaType
  | typeof ErrorCode.requestTimeout
  | typeof ErrorCode.methodNotAllowed
  | typeof ErrorCode.collaborationItemCancelled
  | typeof ErrorCode.collaborationMoveNotAllowed
  | typeof ErrorCode.collaborationNotYourMove
  | typeof ErrorCode.collaborationRevisionsExhausted
  | typeof ErrorCode.collaborationCancelPending
  | typeof ErrorCode.collaborationCancelNotRequested
  | typeof ErrorCode.draftVersionOutdated
  | typeof ErrorCode.figuresFromNetwork
  | typeof ErrorCode.dealAlreadyFunded
  | typeof ErrorCode.dealAmountChanged
  | typeof ErrorCode.dealNotFundable
  | typeof ErrorCode.dealNothingHeld
  | typeof ErrorCode.payoutNotRetryable;

interface ErrorDefinition {
  status: number;
  message: string;
}

/** One table for status and default Spanish message, so a code always means the same answer. */
export const errorDefinitions: Readonly<Record<ServerErrorCode, ErrorDefinition>> = {
  [ErrorCode.validation]: { status: 400, message: 'Revisa los datos marcados.' },
  // Issue 32: the deal's money (src-server/deal-money/).
  [ErrorCode.dealAlreadyFunded]: {
    status: 409,
    message: 'Esta colaboración ya está pagada; no se hizo ningún cargo nuevo.',
  },
  [ErrorCode.dealAmountChanged]: {
    status: 409,
    message:
      'El total de la colaboración no coincide con el acordado. Vuelve a cargar la página y revisa el monto antes de pagar.',
  },
  [ErrorCode.dealNotFundable]: {
    status: 409,
    message: 'Todas las piezas de esta colaboración se cancelaron: no hay nada que pagar.',
  },
  [ErrorCode.dealNothingHeld]: {
    status: 409,
    message: 'No hay dinero retenido en esta colaboración para liberar.',
  },
  [ErrorCode.payoutNotRetryable]: {
    status: 409,
    message: 'Solo se puede reintentar un pago que PayPal no completó.',
  },
  // Issue 31: the collaboration item's moves (src-shared/domain/item-machine.ts).
  [ErrorCode.collaborationItemCancelled]: {
    status: 409,
    message: 'Esta pieza se canceló de común acuerdo: ya no admite cambios.',
  },
  [ErrorCode.collaborationMoveNotAllowed]: {
    status: 409,
    message: 'Esta pieza ya no está en un estado que permita ese paso. Actualiza para ver cómo va.',
  },
  [ErrorCode.collaborationNotYourMove]: {
    status: 409,
    message: 'Ese paso le corresponde a la otra parte de la colaboración.',
  },
  [ErrorCode.collaborationRevisionsExhausted]: {
    status: 409,
    message: 'Ya se usaron todas las rondas de cambios incluidas en el acuerdo.',
  },
  [ErrorCode.collaborationCancelPending]: {
    status: 409,
    message: 'Hay una solicitud de cancelación pendiente: respóndela antes de seguir.',
  },
  [ErrorCode.collaborationCancelNotRequested]: {
    status: 409,
    message: 'No hay una solicitud de cancelación de la otra parte que responder.',
  },
  [ErrorCode.draftVersionOutdated]: {
    status: 409,
    message: 'Ese borrador ya se revisó o hay una versión más reciente. Actualiza para verla.',
  },
  [ErrorCode.figuresFromNetwork]: {
    status: 409,
    message: 'Las cifras de esta publicación se leen de la red conectada; no se escriben a mano.',
  },
  [ErrorCode.invalidCredentials]: {
    status: 401,
    message: 'El correo o la contraseña no son correctos.',
  },
  [ErrorCode.emailInUse]: { status: 409, message: 'Ya existe una cuenta con este correo.' },
  [ErrorCode.roleAlreadyDefined]: {
    status: 409,
    message: 'Tu cuenta ya tiene un rol y no se puede cambiar.',
  },
  [ErrorCode.duplicatedVanityName]: {
    status: 409,
    message: 'Ese nombre de usuario ya está en uso. Elige otro.',
  },
  [ErrorCode.networkLinkedElsewhere]: {
    status: 409,
    message: 'Esta cuenta ya está vinculada a otro perfil.',
  },
  [ErrorCode.notAuthenticated]: {
    status: 401,
    message: 'Tu sesión expiró. Vuelve a iniciar sesión.',
  },
  [ErrorCode.forbidden]: { status: 403, message: 'No tienes permiso para hacer esto.' },
  [ErrorCode.notFound]: { status: 404, message: 'No encontramos lo que buscas.' },
  [ErrorCode.rateLimited]: {
    status: 429,
    message: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  },
  [ErrorCode.googleTokenInvalid]: {
    status: 401,
    message: 'No pudimos verificar tu cuenta de Google. Inténtalo de nuevo.',
  },
  [ErrorCode.facebookTokenInvalid]: {
    status: 401,
    message: 'No pudimos verificar tu cuenta de Facebook. Inténtalo de nuevo.',
  },
  [ErrorCode.providerNotConfigured]: {
    status: 503,
    message: 'Este método de inicio de sesión no está configurado en este servidor.',
  },
  [ErrorCode.providerUnavailable]: {
    status: 502,
    // Raisers name the network or provider that failed; this is only the last resort.
    message: 'No pudimos comunicarnos con el servicio externo. Inténtalo más tarde.',
  },
  [ErrorCode.oauthCodeInvalid]: {
    status: 400,
    message: 'La red social no aceptó la autorización. Vuelve a conectar la cuenta.',
  },
  [ErrorCode.youtubeChannelMissing]: {
    status: 400,
    message: 'Tu cuenta de Google no tiene un canal de YouTube. Crea uno y vuelve a conectar.',
  },
  [ErrorCode.twitterAccountMismatch]: {
    status: 400,
    message: 'Iniciaste sesión en X con otra cuenta. Cierra esa sesión y vuelve a conectar.',
  },
  [ErrorCode.networkReconnectRequired]: {
    status: 409,
    message: 'La red social ya no acepta la autorización guardada. Vuelve a conectar la cuenta.',
  },
  [ErrorCode.metricsManual]: {
    status: 409,
    message: 'Las cifras escritas a mano se actualizan editando la red.',
  },
  [ErrorCode.metricsRefreshUnsupported]: {
    status: 409,
    message: 'Esta red todavía no permite actualizar sus cifras automáticamente.',
  },
  [ErrorCode.facebookGrantInvalid]: {
    status: 400,
    message: 'Facebook no confirmó el acceso a tu cuenta. Vuelve a conectarla.',
  },
  [ErrorCode.facebookPermissionsMissing]: {
    status: 400,
    message:
      'Faltan permisos en Facebook para conectar la cuenta. Vuelve a conectarla y acepta todos los permisos.',
  },
  [ErrorCode.facebookPageMissing]: {
    status: 422,
    message:
      'Tu cuenta de Facebook no administra ninguna página. Crea una página y vuelve a conectar.',
  },
  [ErrorCode.instagramAccountMissing]: {
    status: 422,
    message:
      'No encontramos una cuenta profesional de Instagram vinculada a tus páginas de Facebook.',
  },
  [ErrorCode.profileViewsExhausted]: {
    status: 402,
    message: 'Ya usaste las vistas de perfiles de este mes. Se renuevan el día 1.',
  },
  [ErrorCode.castingCallNotOpen]: {
    status: 409,
    message: 'Este casting no está abierto.',
  },
  [ErrorCode.castingCallClosed]: {
    status: 409,
    message: 'Este casting ya cerró y no se puede cambiar.',
  },
  [ErrorCode.alreadyApplied]: {
    status: 409,
    message: 'Ya te postulaste a este casting.',
  },
  [ErrorCode.applicationDecided]: {
    status: 409,
    message: 'Esta postulación ya fue aceptada o rechazada.',
  },
  [ErrorCode.proposalClosed]: {
    status: 409,
    message: 'Esta propuesta ya fue aceptada o rechazada.',
  },
  [ErrorCode.proposalNotYourTurn]: {
    status: 409,
    message: 'Le toca responder a la otra parte.',
  },
  [ErrorCode.seedUnavailable]: {
    status: 403,
    message: 'Los datos de ejemplo solo se cargan en la base local de esta computadora.',
  },
  [ErrorCode.trialAlreadyUsed]: {
    status: 409,
    message: 'Ya usaste tu prueba de 14 días; solo se puede activar una vez.',
  },
  [ErrorCode.passwordIncorrect]: {
    status: 400,
    message: 'La contraseña actual no es correcta.',
  },
  [ErrorCode.resetTokenInvalid]: {
    status: 400,
    message: 'El enlace para cambiar la contraseña no es válido o ya venció. Pide uno nuevo.',
  },
  [ErrorCode.paymentDeclined]: {
    status: 402,
    message: 'El pago no se completó. No se hizo ningún cargo; inténtalo de nuevo.',
  },
  [ErrorCode.paymentNotApproved]: {
    status: 409,
    message: 'El pago todavía no está aprobado. Termina la aprobación e inténtalo de nuevo.',
  },
  [ErrorCode.idempotencyConflict]: {
    status: 409,
    message: 'Esta solicitud ya se usó con otros datos.',
  },
  [IdempotencyErrorCode.keyReused]: {
    status: 422,
    message:
      'Esta clave de solicitud ya se usó para otra acción. Envía la acción con una clave nueva.',
  },
  [IdempotencyErrorCode.keyInProgress]: {
    status: 409,
    message: 'Esta acción todavía se está procesando. Espera un momento e inténtalo de nuevo.',
  },
  [ErrorCode.briefcaseFull]: {
    status: 409,
    message: 'Tu portafolio ya tiene el máximo de piezas. Quita alguna para agregar otra.',
  },
  [ErrorCode.instagramNotConnected]: {
    status: 409,
    message:
      'Conecta tu cuenta de Instagram con Facebook en Redes sociales para ver tus historias aquí.',
  },
  [ErrorCode.monitorKeywordsFull]: {
    status: 409,
    message: 'Ya sigues 20 palabras clave. Quita alguna para agregar otra.',
  },
  [ErrorCode.internal]: {
    status: 500,
    message: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
  },
  [ErrorCode.payloadTooLarge]: { status: 413, message: 'La solicitud es demasiado grande.' },
  [ErrorCode.unsupportedMediaType]: {
    status: 415,
    message: 'El tipo de contenido de la solicitud no es compatible.',
  },
  [ErrorCode.requestTimeout]: {
    status: 408,
    message:
      'La solicitud llegó demasiado lento y se canceló. Revisa tu conexión e inténtalo de nuevo.',
  },
  [ErrorCode.methodNotAllowed]: {
    status: 405,
    message: 'Esta dirección no acepta ese método.',
  },
};

/** An error meant for the client: thrown anywhere, turned into the error body by the handler. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ServerErrorCode;
  readonly fields?: FieldErrors;

  constructor(
    code: ServerErrorCode,
    details: { message?: string; fields?: FieldErrors; cause?: unknown } = {},
  ) {
    const definition = errorDefinitions[code];
    // `cause` reaches the server log (5xx only), never the client.
    super(details.message ?? definition.message, { cause: details.cause });
    this.name = 'ApiError';
    this.status = definition.status;
    this.code = code;
    if (details.fields) this.fields = details.fields;
  }

  toBody(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}
