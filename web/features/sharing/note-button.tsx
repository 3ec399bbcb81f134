import { MessageSquarePlus } from 'lucide';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import type { NoteTarget } from './note-dialog';
import { Icon } from '../../components/ui/icon';

// The dialog (and the validation library it checks the note with) arrives when it is first opened: the tables that
// offer it are on the dashboard's first load.
const NoteDialog = lazy(() => import('./note-dialog').then((module) => ({ default: module.NoteDialog })));

/**
 * A tax preparer's one way of writing to a client's books: a note on a transaction or a Schedule C line, which the
 * client reads and answers under Shared access. `label` names the button for screen readers ('Leave a note on Gas
 * expense of $12.50'); `children` is what shows (an icon in a table row, words elsewhere).
 */
export function NoteButton({
  target,
  label,
  subject,
  compact = false,
}: {
  target: NoteTarget;
  label: string;
  /** The transaction or line, as the dialog repeats it. */
  subject: string;
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {compact ? (
        <button
          type="button"
          aria-label={label}
          title="Leave a note"
          onClick={() => setOpen(true)}
          className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-700"
        >
          <Icon icon={MessageSquarePlus} className="h-4 w-4" />
        </button>
      ) : (
        <Button variant="secondary" aria-label={label} onClick={() => setOpen(true)}>
          <Icon icon={MessageSquarePlus} className="h-4 w-4" />
          Leave a note
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <NoteDialog target={target} subject={subject} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
