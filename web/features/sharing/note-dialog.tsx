import { useId, useState } from 'react';
import { commentSchema } from '../../../core/sharing/sharing';
import type { CategoryLine } from '../../../core/tax/schedule-c-lines';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { toast } from '../../lib/toasts';
import { viewedClientId } from './client-view';
import { useAddComment } from './sharing-api';

/** What a preparer's note is about: one of the client's transactions, or a Schedule C line. */
export type NoteTarget = { itemId: string } | { line: CategoryLine };

/** The note's text, checked as the server checks it, sent for the client to read and answer. */
export function NoteDialog({
  target,
  subject,
  onClose,
}: {
  target: NoteTarget;
  subject: string;
  onClose: () => void;
}) {
  const addComment = useAddComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const submit = async () => {
    setError(undefined);
    const checked = commentSchema.safeParse({ clientId: viewedClientId() ?? '', ...target, text });
    if (!checked.success) {
      setError(checked.error.issues[0]!.message);
      return;
    }
    try {
      await addComment.mutateAsync(checked.data);
      toast.success('Note sent');
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  return (
    <Modal title="Leave a note" onClose={onClose}>
      <form
        noValidate
        className="space-y-3 text-left"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm break-words text-slate-700">{subject}</p>
        <div>
          <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">
            Note for your client
          </label>
          <textarea
            id={fieldId}
            rows={4}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </div>
        {error && (
          <div id={errorId}>
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={addComment.isPending}>
            {addComment.isPending ? 'Sending...' : 'Send note'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
