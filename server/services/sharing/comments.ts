import { and, desc, eq } from 'drizzle-orm';
import type { CategoryLine } from '../../../core/tax/schedule-c-lines';
import { toDollars } from '../../../core/money';
import { sharingMessages, type CommentInput, type SharingComment } from '../../../core/sharing/sharing';
import type { SessionUser } from '../../auth/session-lookup';
import type { Database } from '../../db/client';
import { budgetItem, sharingComment } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { clientViewOf } from './grants';

/**
 * POST /api/sharing/comments: a preparer's note on a client's item or Schedule C line. Books not shared with the
 * author, and an item that is not the client's, are both 404: the answer says nothing of anyone else's data.
 */
export async function addComment(
  db: Database,
  author: SessionUser,
  input: CommentInput,
): Promise<SharingComment> {
  if (!(await clientViewOf(db, author.id, input.clientId)))
    throw new ApiError('not-found', sharingMessages.clientNotShared);
  if (input.itemId !== undefined) {
    const [item] = await db
      .select({ id: budgetItem.id })
      .from(budgetItem)
      .where(and(eq(budgetItem.id, input.itemId), eq(budgetItem.userId, input.clientId)));
    if (!item) throw new ApiError('not-found', sharingMessages.itemNotFound);
  }
  const [row] = await db
    .insert(sharingComment)
    .values({
      ownerId: input.clientId,
      authorId: author.id,
      authorEmail: author.email,
      authorName: author.name,
      itemId: input.itemId ?? null,
      line: input.line ?? null,
      text: input.text,
    })
    .returning({ id: sharingComment.id });
  return (await commentsOf(db, input.clientId, row!.id))[0]!;
}

/** The notes on the owner's books, newest first, each with the item it is about as it reads now. */
export async function commentsOf(db: Database, ownerId: string, onlyId?: string): Promise<SharingComment[]> {
  const rows = await db
    .select({ comment: sharingComment, item: budgetItem })
    .from(sharingComment)
    .leftJoin(budgetItem, eq(budgetItem.id, sharingComment.itemId))
    .where(
      and(
        eq(sharingComment.ownerId, ownerId),
        onlyId === undefined ? undefined : eq(sharingComment.id, onlyId),
      ),
    )
    .orderBy(desc(sharingComment.createdAt), desc(sharingComment.id));
  return rows.map(({ comment, item }) => ({
    id: comment.id,
    author: { name: comment.authorName, email: comment.authorEmail },
    itemId: comment.itemId,
    item: item && {
      date: item.date,
      description: item.description,
      category: item.category,
      type: item.type,
      amount: toDollars(item.amountCents),
    },
    line: comment.line as CategoryLine | null,
    text: comment.text,
    createdAt: comment.createdAt.toISOString(),
    answer: comment.answer,
    answeredAt: comment.answeredAt?.toISOString() ?? null,
  }));
}

/** PUT /api/sharing/comments/:id/answer: the owner answers a note on their books (again, to change the answer). */
export async function answerComment(
  db: Database,
  ownerId: string,
  id: string,
  text: string,
): Promise<SharingComment> {
  const answered = await db
    .update(sharingComment)
    .set({ answer: text, answeredAt: new Date() })
    .where(and(eq(sharingComment.id, id), eq(sharingComment.ownerId, ownerId)))
    .returning({ id: sharingComment.id });
  if (answered.length === 0) throw new ApiError('not-found', sharingMessages.commentNotFound);
  return (await commentsOf(db, ownerId, id))[0]!;
}
