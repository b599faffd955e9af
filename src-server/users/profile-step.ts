import { ErrorCode } from '../../src-shared/api/error-codes';
import type { FieldErrors } from '../../src-shared/api/envelope';
import type { ProfileSection } from '../../src-shared/domain/wizard';
import {
  PROFILE_STEP_FIELDS,
  profileStepOf,
  profileStepSchemas,
  type ProfileStepOutput,
} from '../../src-shared/schemas/profile';
import { ApiError } from '../http/errors';
import { genericValidationMessages, translateValidationKey } from '../http/messages';
import { parseBody } from '../http/validate';

/** One wizard step's save, parsed: the step it belongs to and its fields as the schema outputs. */
export type ProfileStepUpdate = {
  [S in ProfileSection]: { step: S; fields: ProfileStepOutput<S> };
}[ProfileSection];

const STEPS = Object.keys(PROFILE_STEP_FIELDS) as ProfileSection[];
const KNOWN_FIELDS = new Set(STEPS.flatMap((step) => PROFILE_STEP_FIELDS[step]));

/**
 * Reads the body of `PUT /api/v1/accounts/profile/`: exactly one step's fields (docs/PRODUCT.md
 * §7), checked with that step's shared schema. Anything else is a 400 that names each field in the
 * way.
 */
export function parseProfileStep(body: unknown): ProfileStepUpdate {
  const step = profileStepOf(body);
  if (step === null) throw stepError(body);
  // The cast only re-pairs what the line above established: `step` was chosen from this body.
  return { step, fields: parseBody(profileStepSchemas[step], body) } as ProfileStepUpdate;
}

function stepError(body: unknown): ApiError {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return new ApiError(ErrorCode.validation, { message: genericValidationMessages.bodyNotObject });
  }
  const fields = stepFieldProblems(Object.keys(body));
  return new ApiError(ErrorCode.validation, {
    message: translateValidationKey('validation.profileFieldsInvalid'),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
  });
}

/**
 * The keys that keep a body from being one step: unknown ones, and those of other steps than the
 * one most of the keys belong to (taken as the step the client meant).
 */
export function stepFieldProblems(keys: readonly string[]): FieldErrors {
  const covered = (step: ProfileSection) =>
    keys.filter((key) => PROFILE_STEP_FIELDS[step].includes(key)).length;
  const meant = STEPS.reduce((best, step) => (covered(step) > covered(best) ? step : best));
  const problems: FieldErrors = {};
  for (const key of keys) {
    if (!KNOWN_FIELDS.has(key)) problems[key] = [genericValidationMessages.unknownField];
    else if (!PROFILE_STEP_FIELDS[meant].includes(key)) {
      problems[key] = [genericValidationMessages.otherStepField];
    }
  }
  return problems;
}
