// The text fields of the sign-in and sign-up forms: every one required, and no helper line kept free while there
// is no error (the forms are short, nothing below them jumps).
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@/components/ui/form-text-field';

export function AuthTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  return <FormTextField<T> required reserveHelperLine={false} {...props} />;
}

export function EmailField() {
  return (
    <AuthTextField<{ email: string }> name="email" label="Email address" type="email" autoComplete="email" />
  );
}
