import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorsFor } from '../bridge/field-errors';
import { useErrorMessage } from '../i18n/error-message';
import { toast } from '../ui/toast';
import { showServerFieldErrors } from './server-field-errors';

/**
 * A failed save: the server's messages go under the fields they name; whatever no field can show
 * (offline, a conflict, a server fault) still reaches the person as a toast titled `title`.
 */
export function useFormFailure(): <T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  title: string,
) => void {
  const describe = useErrorMessage();
  return useCallback(
    (error, fields, setError, title) => {
      showServerFieldErrors(error, fields, setError);
      if (Object.keys(fieldErrorsFor(error, fields)).length > 0) return;
      toast.error({ title, description: describe(error) });
    },
    [describe],
  );
}
