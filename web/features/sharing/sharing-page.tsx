import { useState, type ReactNode } from 'react';
import {
  answerSchema,
  invitationSchema,
  sharingMessages,
  type SharingComment,
} from '../../../core/sharing/sharing';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageHeader } from '../../components/ui/page-header';
import { Panel } from '../../components/ui/panel';
import { QueryContent } from '../../components/ui/query-content';
import { QueryError } from '../../components/ui/query-error';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { SkeletonRows } from '../../components/ui/skeleton';
import { OneFieldForm } from '../../components/ui/one-field-form';
import { toast } from '../../lib/toasts';
import { openClientBooks } from './client-view';
import { useViewingClient } from './use-viewing-client';
import {
  useAccessLog,
  useAnswerComment,
  useCancelInvitation,
  useComments,
  useInvite,
  useRevokeGrant,
  useSharedClients,
  useSharingOverview,
} from './sharing-api';
import { commentSubject, lastSeenText, sharingDay, sharingTime } from './sharing-texts';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A person of the sharing lists: who they are, a line about what they share, and its action (`children`). */
function SharingEntry({ who, about, children }: { who: string; about: string; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-medium break-all text-slate-900">{who}</p>
        <p className="text-sm text-slate-700">{about}</p>
      </div>
      {children}
    </li>
  );
}

/**
 * Shared access: the owner invites their tax preparer, sees who can see the books and each time they looked, revokes,
 * and answers the preparer's notes; a preparer finds here the books shared with them and opens them.
 */
export function SharingPage() {
  const viewing = useViewingClient();
  if (viewing) return <NotesOfClient />;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Shared access">
        Let your tax preparer see your books, read only: transactions, reports, Schedule C, the tax estimate,
        receipts, mileage and the tax packet. They cannot change anything, and never see your settings or bank
        connections. You can stop sharing at any time.
      </PageHeader>
      <Panel title="Invite your tax preparer">
        <InviteForm />
      </Panel>
      <Panel title="Who can see your books">
        <WhoCanSee />
      </Panel>
      <Panel title="Notes from your preparer">
        <Notes />
      </Panel>
      <Panel title="Access log">
        <AccessLogTable />
      </Panel>
      <Panel title="Books shared with you">
        <SharedWithMe />
      </Panel>
    </div>
  );
}

function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string>();
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        We email them a link that works once, for 7 days. They sign in with that email address (a free
        GigTally account will do). Inviting is part of Pro.
      </p>
      <OneFieldForm
        field={{
          label: 'Preparer’s email',
          type: 'email',
          autoComplete: 'off',
          className: 'min-w-0 flex-1 basis-60',
          value: email,
          onChange: setEmail,
        }}
        submitLabel="Send invitation"
        pendingLabel="Sending..."
        save={async () => {
          setSent(undefined);
          const checked = invitationSchema.safeParse({ email });
          if (!checked.success) return checked.error.issues[0]!.message;
          const invitation = await invite.mutateAsync(checked.data.email);
          setSent(sharingMessages.invitationSent(invitation.email));
          setEmail('');
          return undefined;
        }}
      />
      <div aria-live="polite">{sent && <Alert tone="success">{sent}</Alert>}</div>
    </div>
  );
}

function WhoCanSee() {
  const overview = useSharingOverview();
  const revoke = useRevokeGrant();
  const cancel = useCancelInvitation();
  const [revoking, setRevoking] = useState<{ id: string; email: string }>();
  if (overview.isPending) return <SkeletonRows rows={2} />;
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  const { grants, invitations } = overview.data;
  if (grants.length === 0 && invitations.length === 0)
    return <p className="text-sm text-slate-700">Nobody else can see your books.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {grants.map((grant) => (
          <SharingEntry
            key={grant.id}
            who={`${grant.name} · ${grant.email}`}
            about={`Since ${sharingDay(grant.since)} · ${lastSeenText(grant.lastSeen)}`}
          >
            <Button
              variant="secondary"
              aria-label={`Revoke ${grant.email}’s access`}
              onClick={() => setRevoking({ id: grant.id, email: grant.email })}
            >
              Revoke
            </Button>
          </SharingEntry>
        ))}
        {invitations.map((invitation) => (
          <SharingEntry
            key={invitation.id}
            who={invitation.email}
            about={`Invitation sent ${sharingDay(invitation.sentAt)} · the link works until ${sharingTime(invitation.expiresAt)}`}
          >
            <Button
              variant="secondary"
              aria-label={`Cancel the invitation to ${invitation.email}`}
              disabled={cancel.isPending}
              onClick={() =>
                void cancel
                  .mutateAsync(invitation.id)
                  .then(() => toast.success('Invitation cancelled'))
                  .catch((failure: unknown) => toast.error(errorText(failure)))
              }
            >
              Cancel invitation
            </Button>
          </SharingEntry>
        ))}
      </ul>
      {revoking && (
        <ConfirmDialog
          title="Revoke access"
          confirmLabel="Revoke"
          pendingLabel="Revoking..."
          doneMessage="Access revoked"
          onConfirm={() => revoke.mutateAsync(revoking.id)}
          onClose={() => setRevoking(undefined)}
        >
          {sharingMessages.revokeConfirm(revoking.email)}
        </ConfirmDialog>
      )}
    </>
  );
}

function Notes() {
  const comments = useComments();
  if (comments.isPending) return <SkeletonRows rows={2} />;
  if (comments.isError) return <QueryError error={comments.error} onRetry={() => void comments.refetch()} />;
  if (comments.data.length === 0)
    return (
      <p className="text-sm text-slate-700">
        No notes yet. Your preparer can leave one on a transaction or a Schedule C line; you answer here.
      </p>
    );
  return (
    <ul className="space-y-4">
      {comments.data.map((comment) => (
        <li key={comment.id} className="rounded-lg border border-slate-200 p-3">
          <NoteCard comment={comment} />
        </li>
      ))}
    </ul>
  );
}

/** A preparer reading a client's books: the notes they left on them, with the client's answers. */
function NotesOfClient() {
  const comments = useComments();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title="Notes">
        The notes left on these books and the answers. Leave a note from a transaction (Transactions) or a
        line of Schedule C.
      </PageHeader>
      <Panel title="Notes and answers">
        <QueryContent query={comments} loading={<SkeletonRows rows={2} />}>
          {(notes) =>
            notes.length === 0 ? (
              <p className="text-sm text-slate-700">No notes yet.</p>
            ) : (
              <ul className="space-y-4">
                {notes.map((comment) => (
                  <li key={comment.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
                    <NoteText comment={comment} />
                    <p className="text-sm text-slate-900">
                      <span className="font-medium">Answer: </span>
                      {comment.answer ?? 'Not answered yet'}
                    </p>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryContent>
      </Panel>
    </div>
  );
}

/** A note: what it is about, who wrote it and when, and its words. */
function NoteText({ comment }: { comment: SharingComment }) {
  return (
    <>
      <p className="text-sm font-medium text-slate-900">{commentSubject(comment)}</p>
      <p className="text-sm text-slate-700">
        {comment.author.name} · {sharingTime(comment.createdAt)}
      </p>
      <blockquote className="border-l-4 border-brand-100 pl-3 whitespace-pre-wrap text-slate-900">
        {comment.text}
      </blockquote>
    </>
  );
}

function NoteCard({ comment }: { comment: SharingComment }) {
  const answer = useAnswerComment();
  const [text, setText] = useState(comment.answer ?? '');
  return (
    <article className="space-y-2">
      <NoteText comment={comment} />
      <OneFieldForm
        field={{ label: 'Your answer', className: 'min-w-0 flex-1 basis-60', value: text, onChange: setText }}
        submitLabel={comment.answer === null ? 'Answer' : 'Change answer'}
        pendingLabel="Sending..."
        variant="secondary"
        save={async () => {
          const checked = answerSchema.safeParse({ text });
          if (!checked.success) return checked.error.issues[0]!.message;
          await answer.mutateAsync({ id: comment.id, text: checked.data.text });
          toast.success('Answer sent');
          return undefined;
        }}
      />
    </article>
  );
}

function AccessLogTable() {
  const log = useAccessLog();
  if (log.isPending) return <SkeletonRows rows={2} />;
  if (log.isError) return <QueryError error={log.error} onRetry={() => void log.refetch()} />;
  if (log.data.length === 0)
    return (
      <p className="text-sm text-slate-700">
        Nobody has opened your books. Each opening shows here for 2 years.
      </p>
    );
  return (
    <ScrollRegion label="Openings of your books" className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Each time someone opened your books, newest first</caption>
        <thead>
          <tr className="text-left text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              When
            </th>
            <th scope="col" className="py-2 font-medium">
              Who
            </th>
          </tr>
        </thead>
        <tbody>
          {log.data.map((entry) => (
            <tr key={`${entry.at} ${entry.email}`} className="border-t border-slate-100">
              <td className="py-2 pr-3 whitespace-nowrap">{sharingTime(entry.at)}</td>
              <td className="py-2 break-all">
                {entry.name} · {entry.email}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function SharedWithMe() {
  const clients = useSharedClients();
  if (clients.isPending) return <SkeletonRows rows={2} />;
  if (clients.isError) return <QueryError error={clients.error} onRetry={() => void clients.refetch()} />;
  if (clients.data.length === 0)
    return (
      <p className="text-sm text-slate-700">
        No one shares their books with you. When a client invites you, open the link in their email.
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100">
      {clients.data.map((client) => (
        <SharingEntry
          key={client.id}
          who={`${client.name} · ${client.email}`}
          about={`Shared since ${sharingDay(client.since)}`}
        >
          <Button onClick={() => openClientBooks(client.id)} aria-label={`Open ${client.name}’s books`}>
            Open books
          </Button>
        </SharingEntry>
      ))}
    </ul>
  );
}

export const Component = SharingPage;
