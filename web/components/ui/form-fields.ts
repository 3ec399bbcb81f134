import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';

/** A react-hook-form field as TextField and SelectField take it: registered, with its message to show under it. */
export type RegisteredField = UseFormRegisterReturn & { error: string | undefined };

/** Binds the form's top-level fields: `{...field('tags')}` registers the field and shows its error. */
export function fieldsOf<Values extends FieldValues>({
  register,
  formState,
}: Pick<UseFormReturn<Values>, 'register' | 'formState'>) {
  const errors = formState.errors as Partial<Record<string, { message?: string }>>;
  return <Name extends FieldPath<Values>>(
    name: Name,
    options?: RegisterOptions<Values, Name>,
  ): RegisteredField => ({
    ...register(name, options),
    error: errors[name]?.message,
  });
}
