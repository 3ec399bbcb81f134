import { Pencil, Trash2 } from 'lucide';
import type { ComponentProps } from 'react';
import { IconButton } from './icon-button';

/**
 * The actions of a record's row (a table's row, a list's entry): a small icon alone with its tooltip ('Edit',
 * 'Delete'); `label` is its name for screen readers and names the record too ('Delete the trip of 11/02/2026, ...').
 */
type RowActionProps = Omit<ComponentProps<typeof IconButton>, 'icon' | 'iconClassName' | 'title'>;

const rowAction = (icon: ComponentProps<typeof IconButton>['icon'], title: string, pointedAt: string) =>
  function RowAction(props: RowActionProps) {
    return (
      <IconButton
        icon={icon}
        title={title}
        iconClassName="h-4 w-4"
        className={`rounded-md p-2 text-slate-600 ${pointedAt}`}
        {...props}
      />
    );
  };

/** Edit: opens the record in its form. */
export const EditRowAction = rowAction(Pencil, 'Edit', 'hover:bg-slate-100 hover:text-brand-700');

/** Delete, red when pointed at (the page asks before it deletes). */
export const DeleteRowAction = rowAction(Trash2, 'Delete', 'hover:bg-red-50 hover:text-red-700');
