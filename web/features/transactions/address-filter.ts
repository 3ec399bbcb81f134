import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { itemSorts, sortOrders } from '../../../core/item-rules';
import type { ItemsFilter } from '../items/items-api';

/** The address's filter: the list's filter, or the field messages that say what is wrong with it. */
export interface AddressFilter {
  filter: ItemsFilter | undefined;
  errors: Record<string, string>;
  /** The check of a filtered address is still loading. */
  checking: boolean;
  /** Its code could not be loaded (offline, say), with a way to try again. */
  failed?: { error: Error; retry: () => void };
}

/** The address's parameters that filter the list (the others, sort and order, only order it). */
export const FILTER_NAMES = ['type', 'category', 'from', 'to', 'q', 'needsReceipt', 'use'] as const;

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T | null =>
  value === null || (values as readonly string[]).includes(value);

/**
 * The list's order alone, when that is all the address holds (a first visit, or one that only sorted): nothing to
 * check beyond the two lists of names.
 */
export function plainOrderOf(params: URLSearchParams): ItemsFilter | undefined {
  if (FILTER_NAMES.some((name) => params.has(name))) return undefined;
  const sort = params.get('sort');
  const order = params.get('order');
  if (!isOneOf(itemSorts, sort) || !isOneOf(sortOrders, order)) return undefined;
  return { sort: sort ?? 'date', order: order ?? 'desc' };
}

/**
 * The filter /transactions?type=income&q=gas&sort=amount... describes, checked with the API's own schema. That schema
 * and zod load only when the address holds a filter: a first visit to Transactions runs no validation code. The same
 * object until the address or the check changes, so the parts of the page that take it draw again only then.
 */
export function useAddressFilter(params: URLSearchParams): AddressFilter {
  const plain = useMemo(() => plainOrderOf(params), [params]);
  const check = useQuery({
    queryKey: ['transactions-address-check'],
    queryFn: () => import('./address-filter-check'),
    enabled: plain === undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const { data: checker, refetch } = check;
  const failure = check.isError ? check.error : null;
  return useMemo(() => {
    if (plain) return { filter: plain, errors: {}, checking: false };
    if (failure) {
      return {
        filter: undefined,
        errors: {},
        checking: false,
        failed: { error: failure, retry: () => void refetch() },
      };
    }
    if (!checker) return { filter: undefined, errors: {}, checking: true };
    return { ...checker.checkedFilterOf(params), checking: false };
  }, [plain, params, checker, failure, refetch]);
}
