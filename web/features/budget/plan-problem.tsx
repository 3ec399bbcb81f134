import { Link } from '../../lib/router';
import { buttonClass } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { budgetTexts } from './budget-texts';

/** The field messages of a refused change (a 400), by field: shown under the box they are about. */
export function fieldMessagesOf(error: unknown): Record<string, string> {
  return error instanceof ApiRequestError && error.code === 'validation-failed' ? (error.fields ?? {}) : {};
}

/**
 * A change the server refused, in its words: the Free plan's limit with the way to upgrade, or any other refusal
 * (a month with nothing to copy, a category no longer planned). Field messages are left to their boxes.
 */
export function PlanProblem({ error }: { error: unknown }) {
  if (!error) return null;
  const fields = fieldMessagesOf(error);
  if (Object.keys(fields).length > 0) return null;
  const limit = error instanceof ApiRequestError && error.code === 'subscription-limit-reached';
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p>{error instanceof ApiRequestError ? error.message : budgetTexts.failed}</p>
      {limit && (
        <Link to="/subscription" className={buttonClass('primary', 'mt-3')}>
          {budgetTexts.upgrade}
        </Link>
      )}
    </div>
  );
}
