import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { localDate, yearOf } from '../../../core/dates';
import type { Item } from '../../../core/items';
import { toCents } from '../../../core/money';
import { isPro } from '../../../core/subscription';
import { safeToSpend } from '../../../core/tax/planner';
import { FIRST_TAX_YEAR, LAST_TAX_YEAR } from '../../../core/tax/tables';
import type { TaxOwed } from '../../../core/tax/owed-api';
import type { TaxEstimateResponse } from '../../../core/tax/tax-api';
import { apiFetch } from '../../lib/api';
import { useSubscription } from '../subscription/use-subscription';
import { plannerKeys } from './planner-api';

type YearFigures = Pick<TaxEstimateResponse, 'grossIncome' | 'totalTax'>;

/** The years whose estimate the income items on screen need, each once, oldest first. */
export function yearsOfIncome(items: readonly Pick<Item, 'type' | 'date'>[]): number[] {
  const years = new Set(
    items
      .filter((item) => item.type === 'income')
      .map((item) => yearOf(item.date))
      .filter((year) => year >= FIRST_TAX_YEAR && year <= LAST_TAX_YEAR),
  );
  return [...years].sort((a, b) => a - b);
}

/**
 * "Safe to spend": what an income item leaves after setting aside its share of its year's estimated tax
 * (core/tax/planner.ts safeToSpend); undefined for an expense or a year whose estimate is not known.
 */
export function safeToSpendOf(
  item: Pick<Item, 'type' | 'date' | 'amount'>,
  estimates: ReadonlyMap<number, YearFigures>,
): number | undefined {
  if (item.type !== 'income') return undefined;
  const year = estimates.get(yearOf(item.date));
  if (!year) return undefined;
  const { safeCents } = safeToSpend(toCents(item.amount), {
    incomeCents: toCents(year.grossIncome),
    estimatedTaxCents: toCents(year.totalTax),
  });
  return safeCents / 100;
}

// Only the figures reach the page: a query's other changes (it starts fetching, say) would each redraw the list.
const grossIncomes = (results: UseQueryResult<TaxEstimateResponse>[]) =>
  results.map((result) => result.data?.grossIncome);
const totalTaxes = (results: UseQueryResult<TaxOwed>[]) =>
  results.map((result) => result.data?.totalTax.total);

/**
 * For a Pro user, the safe-to-spend figure of each income item on screen: its share of its year's estimated federal,
 * state and local tax (what is owed in all, as the budget sets aside) over the year's business gross income, each
 * year asked once; undefined for a free user (the estimate is Pro). The same function until a figure changes.
 */
export function useSafeToSpend(items: readonly Item[]): ((item: Item) => number | undefined) | undefined {
  const subscription = useSubscription();
  const pro = subscription.data ? isPro(subscription.data) : false;
  const years = pro ? yearsOfIncome(items) : [];
  const today = localDate();
  const grossIncome = useQueries({
    queries: years.map((year) => ({
      // Under the 'tax-estimate' prefix, so item and profile changes make it stale (items-api.ts, tax-api.ts).
      queryKey: ['tax-estimate', year, 'saved-profile'] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<TaxEstimateResponse>(`/api/tax/estimate?year=${year}`, { signal }),
    })),
    combine: grossIncomes,
  });
  const totalTax = useQueries({
    queries: years.map((year) => ({
      queryKey: [...plannerKeys.all, 'owed', year, today] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<TaxOwed>(`/api/tax/owed?year=${year}&today=${today}`, { signal }),
    })),
    combine: totalTaxes,
  });
  const yearsKey = years.join();
  return useMemo(() => {
    if (!pro) return undefined;
    const known = new Map<number, YearFigures>();
    yearsKey.split(',').forEach((year, index) => {
      const income = grossIncome[index];
      const tax = totalTax[index];
      if (income !== undefined && tax !== undefined)
        known.set(Number(year), { grossIncome: income, totalTax: tax });
    });
    return (item: Item) => safeToSpendOf(item, known);
  }, [pro, yearsKey, grossIncome, totalTax]);
}
