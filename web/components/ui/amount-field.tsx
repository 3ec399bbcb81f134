import { TextField, type TextFieldProps } from './text-field';

/** A record's amount of money: above zero and to the cent, typed on a phone's number pad. */
export function AmountField(field: Omit<TextFieldProps, 'type' | 'inputMode' | 'step' | 'min'>) {
  return <TextField type="number" inputMode="decimal" step="0.01" min="0.01" {...field} />;
}
