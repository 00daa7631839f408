// What the sign-in and sign-up forms share: their frame, and text fields that are all required and keep no helper
// line free while there is no error (the forms are short, nothing below them jumps).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@/components/ui/form-text-field';

export function AuthTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  return <FormTextField<T> required reserveHelperLine={false} {...props} />;
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
  children: ReactNode;
}

/** The frame both forms share: checked by their schema, the fields in a column, the full-width submit button. */
export function AuthForm<T extends FieldValues>({
  form,
  onValid,
  isPending,
  submitLabel,
  pendingLabel,
  children,
}: AuthFormProps<T>) {
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        <Stack spacing={2}>
          {children}
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}
