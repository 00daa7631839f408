// What the account forms share: their frame, with Auth's refusal above the fields, and text fields that are all
// required and keep no helper line free while there is no error (the forms are short, nothing below them jumps).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@/components/ui/form-text-field';
import { AUTH_REFUSAL } from '@/features/auth/hooks/use-account-error';

export function AuthTextField<T extends FieldValues>({ slotProps, ...props }: FormTextFieldProps<T>) {
  const { getFieldState, formState } = useFormContext<T>();
  // Auth's answer comes after the submit, when the eye has left the field: it is announced as it appears, as the
  // form's alert above the fields is. The form's own checks are read with the field, as usual.
  const refused = getFieldState(props.name, formState).error?.type === AUTH_REFUSAL;
  return (
    <FormTextField<T>
      required
      reserveHelperLine={false}
      slotProps={refused ? { ...slotProps, formHelperText: { role: 'alert' } } : slotProps}
      {...props}
    />
  );
}

export function EmailField() {
  return (
    <AuthTextField<{ email: string }> name="email" label="Email address" type="email" autoComplete="email" />
  );
}

interface AuthFormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  onValid: (input: T) => void;
  isPending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Auth's refusal that concerns no one field. */
  error?: string | null;
  /** Called as a field takes the focus (a form whose checks load lazily starts loading them). */
  onFocus?: () => void;
  children: ReactNode;
}

/** The frame the forms share: checked by their schema, the fields in a column, the full-width submit button. */
export function AuthForm<T extends FieldValues>({
  form,
  onValid,
  isPending,
  submitLabel,
  pendingLabel,
  error,
  onFocus,
  children,
}: AuthFormProps<T>) {
  // The checks could not be loaded (lib/lazy-resolver.ts): nothing was sent, and the next submit loads them again.
  const [unchecked, setUnchecked] = useState(false);
  const submit = async (event: FormEvent) => {
    setUnchecked(false);
    try {
      await form.handleSubmit(onValid)(event);
    } catch {
      setUnchecked(true);
    }
  };
  const shown = error ?? (unchecked ? "Couldn't load the form, please retry." : null);
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onFocus={onFocus} onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          {/* Inserted when Auth refuses, so announced at once (an alert). */}
          {shown && <Alert severity="error">{shown}</Alert>}
          {children}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
