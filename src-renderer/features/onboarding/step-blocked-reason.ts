import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Whether a step's save waits on fields the creator can see marked. A new creator's empty step is
 * invalid with nothing marked yet: the button stays enabled so pressing it marks every required
 * field, instead of being disabled with nothing on screen to say why.
 */
export function waitsOnMarkedFields<T extends FieldValues>(
  isValid: boolean,
  errors: FieldErrors<T>,
): boolean {
  return !isValid && Object.keys(errors).length > 0;
}
