import { useState } from 'react';
import { Button, type ButtonVariant } from './button';
import { TextField, type TextFieldProps } from './text-field';

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * A form of one field and its button (a target, an invitation's address, an answer). `save` checks the value and
 * saves it: it answers the field's problem to show under it, or nothing once saved; a failed save's message shows
 * there too. The button says `pendingLabel` while saving.
 */
export function OneFieldForm({
  field,
  submitLabel,
  pendingLabel,
  variant = 'primary',
  save,
}: {
  field: Omit<TextFieldProps, 'error' | 'onChange' | 'value'> & {
    value: string;
    onChange: (value: string) => void;
  };
  submitLabel: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  save: () => Promise<string | undefined>;
}) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const { onChange, ...input } = field;
  const submit = async () => {
    setError(undefined);
    setPending(true);
    try {
      setError(await save());
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField {...input} error={error} onChange={(event) => onChange(event.target.value)} />
      <Button type="submit" variant={variant} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
