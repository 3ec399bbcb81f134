import { ArrowDown, ArrowUp } from 'lucide';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import type { BuiltInRule, UserRule } from '../../../core/categorisation/rules';
import { Alert } from '../../components/ui/alert';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DataTable, right } from '../../components/ui/data-table';
import { IconButton } from '../../components/ui/icon-button';
import { Modal } from '../../components/ui/modal';
import { PageHeader } from '../../components/ui/page-header';
import { Panel } from '../../components/ui/panel';
import { QueryContent } from '../../components/ui/query-content';
import { DeleteRowAction, EditRowAction } from '../../components/ui/row-actions';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { SkeletonRows } from '../../components/ui/skeleton';
import { toast } from '../../lib/toasts';
import { RuleForm } from './rule-form';
import { movedRuleIds } from './rule-order';
import { ruleToasts, ruleUseLabel, typeLabels } from './rule-texts';
import { useCreateRule, useDeleteRule, useReorderRules, useRules, useUpdateRule } from './rules-api';

const moveButton =
  'rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-700 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

const moves = [
  { by: -1, icon: ArrowUp, word: 'up' },
  { by: 1, icon: ArrowDown, word: 'down' },
] as const;

/** A button that moves a rule: its arrow, with `title` as the tooltip that says where. */
function MoveButton(button: Omit<ComponentProps<typeof IconButton>, 'iconClassName' | 'className'>) {
  return <IconButton iconClassName="h-4 w-4" className={moveButton} {...button} />;
}

/** Automatic categorisation: the person's rules, in the order they apply, and GigTally's own. */
export function RulesPage() {
  const rules = useRules();
  const createRule = useCreateRule();

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title="Rules">How GigTally files the rows of the statements you import.</PageHeader>

      <Panel title="Your rules">
        <p className="mb-4 text-sm text-slate-700">
          When a description contains these words, GigTally files it this way. Your rules come first, in this
          order, then how you filed the same description before, then GigTally&apos;s rules.
        </p>
        <QueryContent query={rules} loading={<SkeletonRows rows={3} />}>
          {({ rules: yours }) =>
            yours.length === 0 ? (
              <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-700">
                You have no rules yet. Add one here, or accept the offer GigTally makes when you change the
                category of an imported item.
              </p>
            ) : (
              <UserRulesTable rules={yours} />
            )
          }
        </QueryContent>
      </Panel>

      <Panel title="Add a rule">
        <RuleForm
          submitLabel="Add rule"
          savingLabel="Adding..."
          onSave={async (rule) => {
            await createRule.mutateAsync(rule);
            toast.success(ruleToasts.added);
          }}
        />
      </Panel>

      {rules.data && <BuiltInRules rules={rules.data.builtIn} />}
    </div>
  );
}

/** The person's rules, first applied first, each movable, editable and deletable. */
function UserRulesTable({ rules }: { rules: readonly UserRule[] }) {
  const reorder = useReorderRules();
  const [editing, setEditing] = useState<UserRule>();
  const [deleting, setDeleting] = useState<UserRule>();
  const [moveFailure, setMoveFailure] = useState<string>();
  const table = useRef<HTMLTableElement>(null);
  // The moved rule's button keeps the focus, though its row has moved (or the button has become disabled).
  const moved = useRef<{ id: string; by: -1 | 1 }>(null);

  useEffect(() => {
    const focus = moved.current;
    if (!focus) return;
    moved.current = null;
    const buttonOf = (by: -1 | 1) =>
      table.current?.querySelector<HTMLButtonElement>(`[data-move="${focus.id}:${by}"]:not(:disabled)`);
    (buttonOf(focus.by) ?? buttonOf(focus.by === -1 ? 1 : -1))?.focus();
  }, [rules]);

  const move = (index: number, by: -1 | 1) => {
    // One move at a time; the buttons stay enabled (and focused) meanwhile, the list shows the move at once.
    if (reorder.isPending) return;
    const rule = rules[index]!;
    setMoveFailure(undefined);
    moved.current = { id: rule.id, by };
    reorder.mutate(
      movedRuleIds(
        rules.map((each) => each.id),
        index,
        by,
      ),
      { onError: (error) => setMoveFailure(error.message) },
    );
  };

  return (
    <>
      {moveFailure && (
        <div className="mb-4">
          <Alert tone="error">{moveFailure}</Alert>
        </div>
      )}
      <div className="relative -mx-4 overflow-x-auto sm:mx-0">
        <DataTable
          tableRef={table}
          caption="Your rules, first applied first"
          className="w-full min-w-[40rem] text-left text-sm"
          edges="bleed"
          columns={['Order', 'Description contains', 'Type', 'Category', 'Use', right('Actions')]}
          bodyClassName="divide-y divide-slate-100"
        >
          {rules.map((rule, index) => {
            const name = `“${rule.contains}”`;
            return (
              <tr key={rule.id}>
                <td className="py-2 pr-2 pl-4 text-slate-600 tabular-nums sm:pl-0">{index + 1}</td>
                <td className="px-2 py-2 font-medium break-words text-slate-900">{rule.contains}</td>
                <td className="px-2 py-2 text-slate-700">{typeLabels[rule.type]}</td>
                <td className="px-2 py-2 break-words text-slate-700">{rule.category}</td>
                <td className="px-2 py-2 whitespace-nowrap text-slate-700">{ruleUseLabel(rule)}</td>
                <td className="py-1 pr-4 pl-2 text-right whitespace-nowrap sm:pr-0">
                  {moves.map(({ by, icon, word }) => (
                    <MoveButton
                      key={by}
                      icon={icon}
                      label={`Move ${name} ${word}`}
                      title={`Move ${word}`}
                      data-move={`${rule.id}:${by}`}
                      // The first rule goes no higher, the last no lower.
                      disabled={index + by < 0 || index + by >= rules.length}
                      onClick={() => move(index, by)}
                    />
                  ))}
                  <EditRowAction label={`Edit the rule ${name}`} onClick={() => setEditing(rule)} />
                  <DeleteRowAction label={`Delete the rule ${name}`} onClick={() => setDeleting(rule)} />
                </td>
              </tr>
            );
          })}
        </DataTable>
      </div>
      {editing && <EditRuleDialog rule={editing} onClose={() => setEditing(undefined)} />}
      {deleting && <DeleteRuleDialog rule={deleting} onClose={() => setDeleting(undefined)} />}
    </>
  );
}

function EditRuleDialog({ rule, onClose }: { rule: UserRule; onClose: () => void }) {
  const updateRule = useUpdateRule();
  return (
    <Modal title="Edit rule" onClose={onClose}>
      <RuleForm
        rule={rule}
        layout="stack"
        submitLabel="Save Changes"
        savingLabel="Saving..."
        onCancel={onClose}
        onSave={async (patch) => {
          await updateRule.mutateAsync({ id: rule.id, patch });
          onClose();
          toast.success(ruleToasts.updated);
        }}
      />
    </Modal>
  );
}

function DeleteRuleDialog({ rule, onClose }: { rule: UserRule; onClose: () => void }) {
  const deleteRule = useDeleteRule();
  return (
    <ConfirmDialog
      title="Delete this rule?"
      confirmLabel="Delete rule"
      pendingLabel="Deleting..."
      doneMessage={ruleToasts.deleted}
      onConfirm={() => deleteRule.mutateAsync(rule.id)}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        Imports will no longer file descriptions containing “{rule.contains}” as {typeLabels[rule.type]} ·{' '}
        {rule.category}. Items already imported keep their category.
      </p>
    </ConfirmDialog>
  );
}

/** GigTally's own rules, read-only, folded away until asked for. */
function BuiltInRules({ rules }: { rules: readonly BuiltInRule[] }) {
  return (
    <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
      <summary className="cursor-pointer list-none rounded-2xl px-4 py-4 text-lg font-semibold text-slate-900 hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        GigTally&apos;s built-in rules ({rules.length})
      </summary>
      <div className="px-4 pb-4 sm:px-6 sm:pb-6">
        <p className="mb-4 text-sm text-slate-700">
          Used when none of your rules matches and you have not filed the same description before. A rule for
          money in applies only to money in, one for money out only to money out.
        </p>
        <ScrollRegion label="GigTally's built-in rules" className="relative -mx-4 overflow-x-auto sm:mx-0">
          <DataTable
            caption="GigTally's built-in rules"
            className="w-full min-w-[36rem] text-left text-sm"
            edges="bleed"
            columns={['Contains', 'Money', 'Type', 'Category', 'Use']}
            bodyClassName="divide-y divide-slate-100"
          >
            {rules.map((rule) => (
              <tr key={`${rule.direction}:${rule.contains}`}>
                <td className="py-1.5 pr-2 pl-4 text-slate-900 sm:pl-0">{rule.contains}</td>
                <td className="px-2 py-1.5 text-slate-700">{rule.direction === 'in' ? 'In' : 'Out'}</td>
                <td className="px-2 py-1.5 text-slate-700">{typeLabels[rule.type]}</td>
                <td className="px-2 py-1.5 text-slate-700">{rule.category}</td>
                <td className="py-1.5 pr-4 pl-2 text-slate-700 sm:pr-0">
                  {ruleUseLabel({ use: rule.use, businessPercent: 100 })}
                </td>
              </tr>
            ))}
          </DataTable>
        </ScrollRegion>
      </div>
    </details>
  );
}

export const Component = RulesPage;
