import { useId } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A text field that offers `suggestions` as the person types (a platform, a category) and takes any other text too.
 * The browser's own past entries are off, so they do not cover the suggestions.
 */
export function SuggestionsField({
  suggestions,
  ...field
}: Omit<TextFieldProps, 'list' | 'autoComplete'> & { suggestions: readonly string[] }) {
  const listId = useId();
  return (
    <>
      <TextField list={listId} autoComplete="off" {...field} />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </>
  );
}
