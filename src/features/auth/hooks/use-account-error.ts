// Shows Auth's refusal of an account form where the eye is: at the field it concerns (focused, so it is the next
// thing typed into), else above the fields. What was typed stays, except the fields listed to clear (a refused
// password is typed again, as sign-in forms do).
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { accountProblem, type AccountField } from '@/features/auth/api/account-errors';

/** The error type of a field's message that came from Auth rather than from the form's own rules. */
export const AUTH_REFUSAL = 'auth';

interface AccountErrorOptions<T extends FieldValues> {
  /** This form's field for each kind of refusal it can show at a field. */
  fields: Partial<Record<AccountField, FieldPath<T>>>;
  /** Emptied when Auth refuses. */
  clear?: FieldPath<T>[];
}

export function useAccountError<T extends FieldValues>(
  form: UseFormReturn<T>,
  { fields, clear = [] }: AccountErrorOptions<T>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const show = (error: unknown) => {
    const { message, field } = accountProblem(error);
    for (const name of clear) form.resetField(name);
    const at = field && fields[field];
    setFormError(at ? null : message);
    if (at) form.setError(at, { type: AUTH_REFUSAL, message }, { shouldFocus: true });
  };
  return { formError, show, reset: () => setFormError(null) };
}
