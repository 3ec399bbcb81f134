import { useState } from 'react';
import type { CalendarDate } from '../../../core/dates';
import { dateFormatHint, parseDisplayDate, type Formatters } from '../../../core/format';
import { TextField } from './text-field';

interface DateFieldProps {
  label: string;
  /** The calendar date shown ('' for none). */
  value: CalendarDate;
  /** Called with a calendar date once the text is a real date in the format, or '' once it is emptied. */
  onChange: (value: CalendarDate) => void;
  /** The user's formatters (useFormatters()): the box shows, asks for and reads dates in their date format. */
  formatters: Pick<Formatters, 'date' | 'dateFormat'>;
  error?: string | undefined;
  className?: string;
}

/**
 * A date typed the user's way ('23/11/2026' for DD/MM/YYYY). A browser's own date box writes the
 * date in the browser's language whatever the user chose in Settings, so this is a text box: its placeholder is the
 * format, and text that is not a real date in it is explained once the box is left.
 */
export function DateField({ label, value, onChange, formatters, error, className }: DateFieldProps) {
  const format = formatters.dateFormat;
  const shown = value ? formatters.date(value) : '';
  const [text, setText] = useState(shown);
  const [lastShown, setLastShown] = useState(shown);
  const [unreadable, setUnreadable] = useState(false);
  // A new date from outside (cleared filters, another format chosen) replaces what was typed.
  if (shown !== lastShown) {
    setLastShown(shown);
    if (parseDisplayDate(text, format) !== value) {
      setText(shown);
      setUnreadable(false);
    }
  }

  const read = (typed: string): CalendarDate | undefined =>
    typed.trim() === '' ? '' : parseDisplayDate(typed, format);

  return (
    <TextField
      label={label}
      className={className}
      placeholder={format}
      autoComplete="off"
      spellCheck={false}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const date = read(typed);
        if (date !== undefined) {
          setUnreadable(false);
          if (date !== value) onChange(date);
        }
      }}
      onBlur={() => setUnreadable(read(text) === undefined)}
      error={unreadable ? dateFormatHint(format) : error}
    />
  );
}
