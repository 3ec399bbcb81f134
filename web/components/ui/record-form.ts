import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/** Why the server refused a save: its messages for the form's fields, or one message for the whole form. */
export interface SaveRefusal {
  fields?: Partial<Record<string, string>>;
  message?: string | undefined;
}

/** What the page or dialog around a form gives it, for a form that adds a record or edits one. */
export interface RecordFormProps<Input> {
  submitLabel: string;
  savingLabel: string;
  /** Saves the record; throws the server's refusal. */
  onSave: (input: Input) => Promise<unknown>;
  /** Given in an edit dialog, which closes once saved; an add form without it is cleared for the next record. */
  onCancel?: () => void;
  /** 'row': the fields side by side on a wide screen (the Add panel); 'stack': one under the other (a dialog). */
  layout?: 'row' | 'stack';
}

/**
 * A save whose refusal stays in the form, beside what caused it: the server's messages under their fields, or
 * `failure` above the form. `saved` answers whether the save went through.
 */
export function useServerRefusal<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  refusalOf: (error: unknown) => SaveRefusal,
) {
  const [failure, setFailure] = useState<string>();
  const saved = async (save: () => Promise<unknown>): Promise<boolean> => {
    setFailure(undefined);
    try {
      await save();
      return true;
    } catch (error) {
      const refusal = refusalOf(error);
      for (const [name, message] of Object.entries(refusal.fields ?? {})) {
        setError(name as FieldPath<Values>, { message });
      }
      setFailure(refusal.message);
      return false;
    }
  };
  return { failure, saved };
}
