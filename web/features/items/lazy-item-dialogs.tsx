import { lazy, Suspense, type ComponentProps } from 'react';
import type * as Dialogs from './item-dialogs';

// The Add and Edit dialogs (the full item form) arrive when one is first opened, so the pages that offer them
// (dashboard, transactions, calendar) load without their code (DESIGN "Quality bars").
const dialogs = () => import('./item-dialogs');
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
