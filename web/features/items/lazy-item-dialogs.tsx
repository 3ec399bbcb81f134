import { lazy, Suspense, type ComponentProps } from 'react';
import type * as Dialogs from './item-dialogs';

// The Add and Edit dialogs (the full item form) arrive when one is first opened, so the pages that offer them
// (dashboard, transactions, calendar) load without their code (bundle budgets: docs/architecture.md, "Quality
// bars"). The dashboard's receipt parts come with the same chunk (item-dialogs.tsx re-exports them), so the
// signed-in first load carries one list of files to preload, not two.
export const loadItemDialogs = () => import('./item-dialogs');
const dialogs = loadItemDialogs;
const AddDialog = lazy(() => dialogs().then((module) => ({ default: module.AddItemDialog })));
const EditDialog = lazy(() => dialogs().then((module) => ({ default: module.EditItemDialog })));

export function AddItemDialog(props: ComponentProps<typeof Dialogs.AddItemDialog>) {
  return (
    <Suspense fallback={null}>
      <AddDialog {...props} />
    </Suspense>
  );
}

export function EditItemDialog(props: ComponentProps<typeof Dialogs.EditItemDialog>) {
  return (
    <Suspense fallback={null}>
      <EditDialog {...props} />
    </Suspense>
  );
}
