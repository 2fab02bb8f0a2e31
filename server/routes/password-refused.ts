import { newPasswordMessages, type NewPasswordProblem } from '../accounts/password-policy';
import { HttpError } from '../plugins/errors';

/**
 * A new password the policy refused (sign-up, reset, change): 400 with the field code the forms
 * translate (docs/decisions/037).
 */
export const passwordRefusedError = (problem: NewPasswordProblem, path = 'password') =>
  new HttpError(400, 'invalid_parameter', newPasswordMessages[problem], [{ path, code: problem }]);
