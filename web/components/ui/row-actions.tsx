import { Pencil, Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { IconButton } from './icon-button';

/**
 * The actions of a record's row (a table's row, a list's entry): a small icon alone with its tooltip ('Edit',
 * 'Delete'); `label` is its name for screen readers and names the record too ('Delete the trip of 11/02/2026, ...').
 */
type RowActionProps = Omit<ComponentProps<typeof IconButton>, 'icon' | 'iconClassName' | 'title'>;

/** Edit: opens the record in its form. */
export function EditRowAction(props: RowActionProps) {
  return (
    <IconButton
      icon={Pencil}
      title="Edit"
      iconClassName="h-4 w-4"
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-700"
      {...props}
    />
  );
}

/** Delete, red when pointed at (the page asks before it deletes). */
export function DeleteRowAction(props: RowActionProps) {
  return (
    <IconButton
      icon={Trash2}
      title="Delete"
      iconClassName="h-4 w-4"
      className="rounded-md p-2 text-slate-600 hover:bg-red-50 hover:text-red-700"
      {...props}
    />
  );
}
