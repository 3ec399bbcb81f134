import { commitOnEnter } from '../../lib/commit-on-enter';
import { TextField, type TextFieldProps } from './text-field';

/**
 * A figure (an amount, a rate) typed as text, which the page reads itself; a phone offers its number pad.
 * `onCommit`, where given, settles the figure on leaving the box or on Enter.
 */
export function FigureField({
  onType,
  onCommit,
  ...field
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'value' | 'onChange' | 'onBlur' | 'onKeyDown'> & {
  value: string;
  onType: (text: string) => void;
  onCommit?: () => void;
}) {
  return (
    <TextField
      type="text"
      inputMode="decimal"
      autoComplete="off"
      {...field}
      onChange={(event) => onType(event.target.value)}
      onBlur={onCommit}
      onKeyDown={onCommit && commitOnEnter(onCommit)}
    />
  );
}
