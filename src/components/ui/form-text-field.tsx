// The app's one text field bound to a react-hook-form form (from the surrounding FormProvider): its label, its
// error message, else its hint, as helper text, and its bounds (a maximum length, a number input).
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { get, useFormContext, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'error' | 'helperText' | 'fullWidth'
> & {
  name: FieldPath<T>;
  /** What the field expects, shown while it has no error. */
  hint?: string;
  /** The most characters the input takes. */
  maxLength?: number;
  /** The value is read as a number (an empty input gives NaN, which the schema reports). */
  asNumber?: boolean;
  /**
   * Keep an empty helper line while there is neither error nor hint, so that a message appearing does not move
   * the fields below; the short sign-in and sign-up forms do without.
   */
  reserveHelperLine?: boolean;
};

export function FormTextField<T extends FieldValues>({
  name,
  hint,
  maxLength,
  asNumber = false,
  reserveHelperLine = true,
  slotProps,
  ...props
}: FormTextFieldProps<T>) {
  const {
    register,
    formState: { errors },
  } = useFormContext<T>();
  const { ref, ...field } = register(name, asNumber ? { valueAsNumber: true } : undefined);
  const error: FieldError | undefined = get(errors, name);
  const message = error?.message;
  return (
    <TextField
      {...props}
      {...field}
      inputRef={ref}
      fullWidth
      error={Boolean(message)}
      helperText={message ?? hint ?? (reserveHelperLine ? ' ' : undefined)}
      slotProps={
        maxLength === undefined
          ? slotProps
          : // An object here: a caller giving the bound gives no htmlInput callback.
            { ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object | undefined), maxLength } }
      }
    />
  );
}
