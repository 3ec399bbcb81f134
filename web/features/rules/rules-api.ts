import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BuiltInRule, RuleInput, RulePatch, UserRule } from '../../../core/categorisation/rules';
import { ApiRequestError, apiFetch } from '../../lib/api';
import { invalidateItemData } from '../items/items-api';

export const ruleKeys = { all: ['rules'] as const };

export interface RulesAnswer {
  rules: UserRule[];
  builtIn: BuiltInRule[];
}

/** GET /api/rules: the person's rules, first applied first, and GigTally's built-in ones. */
export function useRules() {
  return useQuery({
    queryKey: ruleKeys.all,
    queryFn: ({ signal }) => apiFetch<RulesAnswer>('/api/rules', { signal }),
  });
}

/** POST /api/rules: a new rule, applied after the others. */
export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: RuleInput) =>
      apiFetch<UserRule>('/api/rules', { method: 'POST', body: JSON.stringify(rule) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}

/** PATCH /api/rules/:id. */
export function useUpdateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: RulePatch }) =>
      apiFetch<UserRule>(`/api/rules/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: JSON.stringify(patch),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}

/** DELETE /api/rules/:id. */
export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/rules/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}

/** PUT /api/rules/order: the rules in the given order; the list shows the new order at once. */
export function useReorderRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiFetch<{ rules: UserRule[] }>('/api/rules/order', { method: 'PUT', body: JSON.stringify({ ids }) }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: ruleKeys.all });
      const before = queryClient.getQueryData<RulesAnswer>(ruleKeys.all);
      if (before) {
        const byId = new Map(before.rules.map((rule) => [rule.id, rule]));
        const rules = ids.flatMap((id, position) => {
          const rule = byId.get(id);
          return rule ? [{ ...rule, position }] : [];
        });
        queryClient.setQueryData<RulesAnswer>(ruleKeys.all, { ...before, rules });
      }
      return { before };
    },
    onSuccess: ({ rules }) =>
      queryClient.setQueryData<RulesAnswer>(ruleKeys.all, (answer) => answer && { ...answer, rules }),
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(ruleKeys.all, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ruleKeys.all }),
  });
}

const ruleFields = ['contains', 'type', 'category', 'use', 'businessPercent'] as const;

/** Why the server refused a rule: its messages for the form's fields, or one message for the whole form. */
export function ruleProblemOf(error: unknown): {
  fields?: Partial<Record<(typeof ruleFields)[number], string>>;
  message?: string;
} {
  if (error instanceof ApiRequestError && error.fields) {
    const fields = Object.fromEntries(
      Object.entries(error.fields).filter(([name]) => (ruleFields as readonly string[]).includes(name)),
    );
    if (Object.keys(fields).length > 0) return { fields };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/**
 * POST /api/rules/:id/file-waiting: the items waiting in the review queue that the rule matches, filed as it says.
 * Answers their ids.
 */
export function useFileWaitingItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ruleId: string) =>
      apiFetch<{ filed: string[] }>(`/api/rules/${encodeURIComponent(ruleId)}/file-waiting`, {
        method: 'POST',
      }),
    onSettled: () => invalidateItemData(queryClient),
  });
}
