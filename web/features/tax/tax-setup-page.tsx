import { useId, useRef, useState, type FormEvent } from 'react';
import { localDate } from '../../../core/dates';
import { filingStatuses, filingStatusLabels, type FilingStatus } from '../../../core/tax/tables';
import type { TaxProfile } from '../../../core/tax/tax-api';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { SubmitButton } from '../../components/ui/form-actions';
import { LoadingStatus } from '../../components/ui/loading-status';
import { PageTitle } from '../../components/ui/page-title';
import { Panel } from '../../components/ui/panel';
import { QueryError } from '../../components/ui/query-error';
import { SelectField } from '../../components/ui/select-field';
import { Skeleton } from '../../components/ui/skeleton';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { useNavigation } from '../../lib/navigation';
import { toast } from '../../lib/toasts';
import { householdFieldTexts, showsSpouseFields, type HouseholdBox } from './household-texts';
import { StateFields } from './state-fields';
import { stateTexts } from './state-texts';
import { useSaveTaxProfile, useSkipTaxSetup, useTaxProfile, useTaxSetup } from './tax-api';
import {
  setupAnswersOf,
  setupBoxes,
  setupErrorsOf,
  setupProfileOf,
  type SetupAnswers,
  type SetupBox,
  type SetupErrors,
} from './tax-setup';
import { taxSetupTexts } from './tax-setup-texts';

const statusOptions = filingStatuses.map((status) => ({ value: status, label: filingStatusLabels[status] }));

/**
 * /setup, where sign-up leads while the account has not answered it: filing status, state (and New York City) and
 * the household's W-2 wages and withholding, saved in one PUT /api/tax/profile for the current tax year. Every plan
 * reaches it: it calls no Pro route.
 */
export function TaxSetupPage() {
  const [year] = useState(() => Number(localDate().slice(0, 4)));
  const profile = useTaxProfile(year);
  const setup = useTaxSetup();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div>
        <PageTitle title={taxSetupTexts.title}>{taxSetupTexts.title}</PageTitle>
        <p className="mt-1 text-slate-700">{taxSetupTexts.intro}</p>
      </div>
      {profile.isError || setup.isError ? (
        <>
          <QueryError
            error={(profile.error ?? setup.error)!}
            onRetry={() => void Promise.all([profile.refetch(), setup.refetch()])}
          />
          <SkipButton />
        </>
      ) : profile.data && setup.data ? (
        <SetupForm year={year} profile={profile.data} askStatus={setup.data.pending} />
      ) : (
        <LoadingStatus text={taxSetupTexts.loading}>
          <div aria-hidden="true" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
            {[0, 1, 2, 3].map((line) => (
              <Skeleton key={line} className="h-10 w-full" />
            ))}
          </div>
        </LoadingStatus>
      )}
    </div>
  );
}

/** "Skip for now": stored, so sign-up does not lead here again; the dashboard says where the questions wait. */
function SkipButton({ disabled = false }: { disabled?: boolean }) {
  const { navigate } = useNavigation();
  const skip = useSkipTaxSetup();
  const whereLaterId = useId();
  return (
    <div className="space-y-2">
      <Button
        variant="secondary"
        className="w-full sm:w-auto"
        disabled={disabled || skip.isPending}
        aria-describedby={whereLaterId}
        onClick={() => {
          // The dashboard is where the person asked to go: a skip that could not be stored only means being asked
          // again after a sign-up, which does not happen twice.
          skip.mutate(undefined, {
            onSettled: () => {
              toast.info(taxSetupTexts.skipped);
              navigate('/dashboard', { replace: true });
            },
          });
        }}
      >
        {taxSetupTexts.skip}
      </Button>
      <p id={whereLaterId} className="text-sm text-slate-600">
        {taxSetupTexts.whereLater}
      </p>
    </div>
  );
}

function SetupForm({ year, profile, askStatus }: { year: number; profile: TaxProfile; askStatus: boolean }) {
  const { navigate } = useNavigation();
  const save = useSaveTaxProfile();
  const [answers, setAnswers] = useState<SetupAnswers>(() => setupAnswersOf(profile, askStatus));
  const [errors, setErrors] = useState<SetupErrors>({});
  const [failed, setFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const joint = answers.filingStatus === 'married';
  const spouse = showsSpouseFields(joint, answers.boxes as Record<HouseholdBox, string>);
  const shownBoxes = setupBoxes.filter((box) => spouse || !householdFieldTexts[box].jointOnly);

  const change = (next: Partial<SetupAnswers>, field: keyof SetupErrors) => {
    setAnswers((current) => ({ ...current, ...next }));
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const typeBox = (box: SetupBox, text: string) => change({ boxes: { ...answers.boxes, [box]: text } }, box);
  // The first field in error takes the focus, so a keyboard or screen-reader user lands on what to fix.
  const showErrors = (next: SetupErrors) => {
    setErrors(next);
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    const checked = setupProfileOf(profile, answers);
    if (checked.errors) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { ...checked.profile, year },
      {
        onSuccess: () => {
          toast.success(taxSetupTexts.saved);
          navigate('/dashboard', { replace: true });
        },
        onError: (error) => {
          const fields = setupErrorsOf(error instanceof ApiRequestError ? error.fields : undefined);
          // The answers stay in their boxes either way, to be corrected or sent again.
          if (fields) showErrors(fields);
          else setFailed(true);
        },
      },
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-6">
      <Panel title={taxSetupTexts.statusHeading}>
        <SelectField
          label={taxSetupTexts.statusLabel}
          placeholder={taxSetupTexts.statusPlaceholder}
          options={statusOptions}
          value={answers.filingStatus}
          error={errors.filingStatus}
          onChange={(event) =>
            change({ filingStatus: event.target.value as FilingStatus | '' }, 'filingStatus')
          }
        />
      </Panel>
      <Panel title={stateTexts.panelTitle}>
        <p className="mb-3 text-sm text-slate-700">{stateTexts.intro}</p>
        <div className="space-y-4">
          <StateFields
            state={answers.state}
            nycResident={answers.nycResident}
            error={errors.state}
            onStateChange={(state) =>
              change({ state, nycResident: state === 'NY' && answers.nycResident }, 'state')
            }
            onNycResidentChange={(nycResident) => change({ nycResident }, 'nycResident')}
          />
        </div>
      </Panel>
      <Panel title={taxSetupTexts.wagesHeading}>
        <p className="mb-3 text-sm text-slate-700">{taxSetupTexts.wagesIntro(year)}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {shownBoxes.map((box) => (
            <TextField
              key={box}
              label={householdFieldTexts[box].label}
              hint={householdFieldTexts[box].hint}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={answers.boxes[box]}
              error={errors[box]}
              onChange={(event) => typeBox(box, event.target.value)}
            />
          ))}
        </div>
      </Panel>
      <div aria-live="polite">{failed && <Alert tone="error">{taxSetupTexts.saveFailed}</Alert>}</div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <SubmitButton
          className="w-full sm:w-auto"
          pending={save.isPending}
          pendingLabel={taxSetupTexts.saving}
        >
          {taxSetupTexts.save}
        </SubmitButton>
        <SkipButton disabled={save.isPending} />
      </div>
    </form>
  );
}

export const Component = TaxSetupPage;
