import { listItemsQuerySchema } from '../../../core/items-query';
import type { ItemsFilter } from '../items/items-api';

/** The filter the URL describes, checked with the API's schema: the filter, or the first message of each field. */
export function checkedFilterOf(params: URLSearchParams): {
  filter: ItemsFilter | undefined;
  errors: Record<string, string>;
} {
  const raw = {
    type: params.get('type') ?? undefined,
    category: params.get('category') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? undefined,
    order: params.get('order') ?? undefined,
    needsReceipt: params.get('needsReceipt') ?? undefined,
    use: params.get('use') ?? undefined,
  };
  const parsed = listItemsQuerySchema.safeParse(raw);
  if (parsed.success) {
    const { type, category, from, to, q, sort, order, needsReceipt, use } = parsed.data;
    return { filter: { type, category, from, to, q, sort, order, needsReceipt, use }, errors: {} };
  }
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    errors[name] ??= issue.message;
  }
  return { filter: undefined, errors };
}
