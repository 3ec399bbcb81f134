import { localDate } from '../../../core/dates';
import { isAtItemLimit } from '../../../core/plan-usage';
import { Modal } from '../../components/ui/modal';
import { QuickEntryForm } from './quick-entry-form';
import { useSummary } from './use-summary';

/**
 * The dashboard's Quick Entry form in the app's dialog, opened by the phone's Add button from any signed-in
 * page. The dialog scrolls inside itself, so the form and its button stay reachable with the keyboard up.
 * It closes once the entry is added; the form's toast says so.
 */
export function QuickEntryDialog({ onClose }: { onClose: () => void }) {
  // The all-time summary carries the plan usage: a free user at the limit sees why adding is refused.
  const usage = useSummary(null, localDate()).data?.usage;
  return (
    <Modal title="Quick Entry" onClose={onClose}>
      <QuickEntryForm limitReached={usage ? isAtItemLimit(usage) : false} inDialog onSaved={onClose} />
    </Modal>
  );
}
