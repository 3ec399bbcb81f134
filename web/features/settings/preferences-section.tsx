import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  currencies,
  dateFormats,
  preferencesMessages,
  preferencesSchema,
  type Preferences,
} from '../../../core/preferences';
import { Alert } from '../../components/ui/alert';
import { SubmitButton } from '../../components/ui/form-actions';
import { Panel } from '../../components/ui/panel';
import { SelectField } from '../../components/ui/select-field';
import { Switch } from '../../components/ui/switch';
import { useSavePreferences } from './use-preferences';

const currencyNames: Record<Preferences['currency'], string> = {
  USD: 'US Dollar',
  EUR: 'Euro',
  GBP: 'British Pound',
  CAD: 'Canadian Dollar',
  AUD: 'Australian Dollar',
};
const currencyOptions = currencies.map((code) => ({
  value: code,
  label: `${code} – ${currencyNames[code]}`,
}));
const dateFormatOptions = dateFormats.map((format) => ({ value: format, label: format }));

type Outcome = 'saved' | 'failed';

/**
 * Preferences: three switches, currency and date format, saved with one button. The success message hides
 * after 3 seconds, the failure after 5.
 */
export function PreferencesSection({ preferences }: { preferences: Preferences }) {
  const save = useSavePreferences();
  const [outcome, setOutcome] = useState<Outcome>();
  const currencyHintId = useId();
  const { register, handleSubmit } = useForm<Preferences>({
    resolver: zodResolver(preferencesSchema),
    defaultValues: preferences,
  });

  useEffect(() => {
    if (!outcome) return;
    const visibleMs =
      outcome === 'saved' ? preferencesMessages.savedVisibleMs : preferencesMessages.failedVisibleMs;
    const timer = window.setTimeout(() => setOutcome(undefined), visibleMs);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const submit = (values: Preferences) => {
    setOutcome(undefined);
    save.mutate(values, {
      onSuccess: () => setOutcome('saved'),
      onError: () => setOutcome('failed'),
    });
  };

  return (
    <Panel title="Preferences">
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-6">
        <fieldset className="space-y-4">
          <legend className="mb-3 text-sm font-semibold text-slate-900">Notifications</legend>
          <Switch
            label="Email notifications"
            description="Email from GigTally. When it is off, no reminders or weekly reports are sent either."
            {...register('emailNotifications')}
          />
          <Switch
            label="Tax reminders"
            description="An email 7 days and 1 day before each estimated-tax due date, with what is still due."
            {...register('taxReminders')}
          />
          <Switch
            label="Weekly reports"
            description="An email each Monday with last week's income, expenses and net."
            {...register('weeklyReports')}
          />
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold text-slate-900">Display</legend>
          <div>
            <SelectField
              label="Currency"
              options={currencyOptions}
              aria-describedby={currencyHintId}
              {...register('currency')}
            />
            <p id={currencyHintId} className="mt-1 text-xs text-slate-600">
              {preferencesMessages.currencyHint}
            </p>
          </div>
          <SelectField label="Date format" options={dateFormatOptions} {...register('dateFormat')} />
        </fieldset>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton pending={save.isPending} pendingLabel="Saving...">
            Save Preferences
          </SubmitButton>
          <div aria-live="polite" className="min-w-0 flex-1">
            {outcome === 'saved' && <Alert tone="success">{preferencesMessages.saved}</Alert>}
            {outcome === 'failed' && <Alert tone="error">{preferencesMessages.saveFailed}</Alert>}
          </div>
        </div>
      </form>
    </Panel>
  );
}
