import { X } from 'lucide';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { useNavigate } from '../../lib/router';
import { useFormatters } from '../settings/use-preferences';
import { useAnswerUseCheck, useUseCheck } from './review-api';
import { useCheckTexts } from './review-texts';
import { Icon } from '../../components/ui/icon';

/**
 * The dashboard's one-time check for someone whose items were all business before GigTally kept business and
 * personal apart: their items in categories a household also uses (rent, utilities, refunds...) may be personal.
 * Reviewing moves them to the queue; keeping leaves them business; either ends the check. 'Not now' hides it until
 * the next visit.
 */
export function UseCheckNotice() {
  const check = useUseCheck();
  const answer = useAnswerUseCheck();
  const navigate = useNavigate();
  const format = useFormatters();
  const [hidden, setHidden] = useState(false);
  const [failure, setFailure] = useState<string>();
  // A server without the check, or one that failed, shows nothing: it is an offer, not a figure.
  if (hidden || !check.data?.pending || check.data.count <= 0) return null;

  const respond = (action: 'review' | 'keep') => {
    setFailure(undefined);
    answer.mutate(action, {
      onSuccess: () => {
        if (action === 'review') navigate('/review');
      },
      onError: (error) => setFailure(useCheckTexts.failed(error.message)),
    });
  };

  return (
    <section
      aria-labelledby="use-check-title"
      className="relative rounded-2xl border border-brand-100 bg-brand-50 p-5 pr-12 text-brand-900 shadow-sm"
    >
      <h2 id="use-check-title" className="text-lg font-semibold">
        {useCheckTexts.title}
      </h2>
      <p className="mt-1 text-sm">
        {useCheckTexts.body(check.data.count, format.money(check.data.amount), check.data.categories)}
      </p>
      {failure && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button disabled={answer.isPending} onClick={() => respond('review')}>
          {useCheckTexts.review}
        </Button>
        <Button variant="secondary" disabled={answer.isPending} onClick={() => respond('keep')}>
          {useCheckTexts.keep}
        </Button>
      </div>
      <button
        type="button"
        onClick={() => setHidden(true)}
        aria-label={useCheckTexts.later}
        className="absolute top-3 right-3 rounded-md p-2 text-brand-800 hover:bg-brand-100"
      >
        <Icon icon={X} className="h-5 w-5" />
      </button>
    </section>
  );
}
