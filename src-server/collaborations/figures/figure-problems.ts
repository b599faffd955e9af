import { AccessTokenRefusedError, ProviderUnreachableError } from '../../providers/fetch-json';
import { FigurePermissionError, FigureProviderError } from './post-figures';

/** Why a scheduled figures read came to nothing. */
export type FigureProblem =
  { kind: 'not_found' | 'no_connection' | 'unsupported' } | { kind: 'error'; error: unknown };

/** What happened, in the words the creator and the brand read on the item. */
function causeOf(label: string, problem: FigureProblem): string {
  switch (problem.kind) {
    case 'not_found':
      return `No encontramos la publicación entre las de la cuenta de ${label} conectada; puede que se haya borrado o archivado.`;
    case 'no_connection':
      return `La cuenta de ${label} ya no está conectada; hay que volver a conectarla en Redes sociales para leer las cifras de la publicación.`;
    case 'unsupported':
      return `Este servidor ya no lee las cifras de ${label}.`;
    case 'error':
      break;
  }
  const { error } = problem;
  if (error instanceof AccessTokenRefusedError) {
    return `${label} ya no acepta la autorización de la cuenta conectada; hay que volver a conectarla en Redes sociales para leer las cifras de la publicación.`;
  }
  if (error instanceof FigurePermissionError) {
    return `La conexión con ${label} no permite leer las publicaciones; hay que volver a conectar la cuenta y aceptar todos los permisos.`;
  }
  if (error instanceof FigureProviderError) {
    return `${label} respondió con un error (${error.status}) al leer las cifras de la publicación.`;
  }
  if (error instanceof ProviderUnreachableError) {
    return `${label} no respondió al leer las cifras de la publicación.`;
  }
  return `No pudimos leer las cifras de la publicación en ${label}.`;
}

/**
 * Issue 31: a failed read's `last_error`, shown as the item's `figures_problem`: what happened and
 * whether it is tried again (when is the problem's `retry_at`, never in the text).
 */
export function figureProblemMessage(
  label: string,
  problem: FigureProblem,
  willRetry: boolean,
): string {
  const next = willRetry
    ? 'Lo intentaremos de nuevo más tarde.'
    : 'Dejamos de intentarlo después de varios intentos.';
  return `${causeOf(label, problem)} ${next}`;
}
