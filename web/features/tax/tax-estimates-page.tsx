import { Download, Info } from 'lucide';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../lib/router';
import { localDate, type CalendarDate } from '../../../core/dates';
import { defaultStandardDeduction, type FilingStatus } from '../../../core/tax/tables';
import type { HouseholdFields, TaxEstimateResponse, TaxProfile } from '../../../core/tax/tax-api';
import { ApiRequestError } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { LoadingStatus } from '../../components/ui/loading-status';
import { QueryError } from '../../components/ui/query-error';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../lib/toasts';
import { VehicleMethodPanel } from '../mileage/vehicle-method-panel';
import { HouseholdPanel, type HouseholdErrors } from './household-panel';
import { householdFieldNames, householdOf, householdTexts, type HouseholdBox } from './household-texts';
import { QuarterlyPayments } from './quarterly-payments';
import { QuarterlyPlanner } from './quarterly-planner';
import { SafeHarborPanel } from './safe-harbor-panel';
import { StatePanel } from './state-panel';
import { LocalTaxCard, StateTaxCard } from './state-tax-card';
import {
  downloadTaxSummary,
  exportFailureMessage,
  useSaveTaxProfile,
  taxProfileQuery,
  useTaxEstimate,
  useTaxProfile,
} from './tax-api';
import { TaxBreakdown } from './tax-breakdown';
import {
  amountText,
  deductionFromInput,
  deductionToSave,
  initialDeduction,
  parsePriorYearInput,
  projectedNote,
  taxYearChoices,
  type PriorYearField,
} from './tax-inputs';
import { TaxPageFrame } from './tax-page-frame';
import { TaxSettingsPanel } from './tax-settings-panel';
import { TaxSummaryCards } from './tax-summary-cards';
import { TaxOwedPanel } from './tax-owed';
import { Icon } from '../../components/ui/icon';

// The tax profile is saved with the user's preferences, so its failure reads as a failed preferences save.
export const taxProfileMessages = { saveFailed: 'Failed to save preferences. Please try again.' } as const;
export const loadingText = 'Loading tax estimate...';
// The estimate is asked again once typing in the deduction box pauses.
const TYPING_PAUSE_MS = 300;

function PageFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <TaxPageFrame
      title="Tax Estimates"
      description="Your federal and state income tax and self-employment tax for the year, and what to pay each quarter."
      actions={actions}
    >
      {children}
    </TaxPageFrame>
  );
}

function LoadingEstimate() {
  return (
    <LoadingStatus text={loadingText} className="space-y-4">
      <div aria-hidden="true" className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((card) => (
          <div key={card} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-3 h-8 w-32" />
            <Skeleton className="mt-3 h-4 w-40" />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <Skeleton className="h-5 w-48" />
        {[0, 1, 2, 3, 4].map((line) => (
          <Skeleton key={line} className="mt-4 h-4 w-full" />
        ))}
      </div>
    </LoadingStatus>
  );
}

/** The Tax Estimates screen (Pro; the route wraps it in the Pro gate). */
export function TaxEstimatesPage() {
  const [today] = useState(localDate);
  // The profile with the household of the year the screen opens on (the current one).
  const profile = useTaxProfile(taxYearChoices(today)[1]);
  if (profile.isPending)
    return (
      <PageFrame>
        <LoadingEstimate />
      </PageFrame>
    );
  if (profile.isError)
    return (
      <PageFrame>
        <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
      </PageFrame>
    );
  return <TaxEstimator savedProfile={profile.data} today={today} />;
}

function TaxEstimator({ savedProfile, today }: { savedProfile: TaxProfile; today: CalendarDate }) {
  const years = taxYearChoices(today);
  const [year, setYear] = useState(years[1]);
  const [status, setStatus] = useState<FilingStatus>(savedProfile.filingStatus);
  // The deduction as typed, the figure the estimate uses, and the figure last settled (reset, blur or Enter).
  const [deductionText, setDeductionText] = useState(() =>
    amountText(initialDeduction(savedProfile, years[1], savedProfile.filingStatus)),
  );
  const [appliedDeduction, setAppliedDeduction] = useState(() => deductionFromInput(deductionText));
  const [settledDeduction, setSettledDeduction] = useState(appliedDeduction);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const [profile, setProfile] = useState(savedProfile);
  const [priorTexts, setPriorTexts] = useState<Record<PriorYearField, string>>({
    priorYearTotalTax: amountText(savedProfile.priorYearTotalTax),
    priorYearAgi: amountText(savedProfile.priorYearAgi),
  });
  const [priorErrors, setPriorErrors] = useState<Partial<Record<PriorYearField, string>>>({});
  const [exporting, setExporting] = useState(false);

  const saveProfile = useSaveTaxProfile();
  const estimate = useTaxEstimate(year, status, appliedDeduction);
  const queryClient = useQueryClient();
  const yearProfile = useTaxProfile(year);
  const [householdErrors, setHouseholdErrors] = useState<HouseholdErrors>({});

  /**
   * Saves the person's figures (status, deduction, last year's) with `year`'s household: the one given, or the one
   * saved, as a PUT replaces the year's household. A refusal naming household boxes shows under them.
   */
  const save = (next: TaxProfile, household?: HouseholdFields) => {
    setProfile(next);
    const onError = (error: unknown) => {
      const fields = error instanceof ApiRequestError ? (error.fields ?? {}) : {};
      const errors: HouseholdErrors = Object.fromEntries(
        Object.entries(fields).filter(([name]) => householdFieldNames.includes(name as HouseholdBox)),
      );
      if (Object.keys(errors).length > 0) setHouseholdErrors(errors);
      else toast.error(taxProfileMessages.saveFailed);
    };
    // The household goes as given: an EIC box left empty is sent as nothing (the children under 17 count), never as
    // the figure the profile held before.
    const settings = { ...next, eitcChildren: undefined };
    const put = (fields: HouseholdFields) =>
      saveProfile.mutate(
        { ...settings, ...fields, year },
        {
          onError,
          onSuccess: () => {
            setHouseholdErrors({});
            if (household) toast.success(householdTexts.saved(year));
          },
        },
      );
    if (household) put(household);
    else
      queryClient
        .ensureQueryData(taxProfileQuery(year))
        .then((saved) => put(householdOf(saved)))
        .catch(onError);
  };

  const settleDeduction = (amount: number) => {
    clearTimeout(typingTimer.current);
    setDeductionText(amountText(amount));
    setAppliedDeduction(amount);
    setSettledDeduction(amount);
  };

  // The deduction goes back to the default whenever the status or the year changes; it stays editable.
  const changeYear = (next: number) => {
    setYear(next);
    setHouseholdErrors({});
    settleDeduction(defaultStandardDeduction(next, status));
  };
  const changeStatus = (next: FilingStatus) => {
    setStatus(next);
    settleDeduction(defaultStandardDeduction(year, next));
    save({ ...profile, filingStatus: next, standardDeduction: null });
  };
  const typeDeduction = (text: string) => {
    setDeductionText(text);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setAppliedDeduction(deductionFromInput(text)), TYPING_PAUSE_MS);
  };
  const commitDeduction = () => {
    const amount = deductionFromInput(deductionText);
    const changed = amount !== settledDeduction;
    settleDeduction(amount);
    if (changed) save({ ...profile, standardDeduction: deductionToSave(amount, year, status) });
  };

  const typePrior = (field: PriorYearField, text: string) => {
    setPriorTexts((texts) => ({ ...texts, [field]: text }));
  };
  const commitPrior = (field: PriorYearField) => {
    const parsed = parsePriorYearInput(field, priorTexts[field]);
    setPriorErrors((errors) => ({ ...errors, [field]: parsed.error }));
    if (parsed.error !== undefined) return;
    setPriorTexts((texts) => ({ ...texts, [field]: amountText(parsed.value) }));
    if (parsed.value !== profile[field]) save({ ...profile, [field]: parsed.value });
  };

  const exportSummary = async () => {
    setExporting(true);
    try {
      await downloadTaxSummary(year);
    } catch (error) {
      toast.error(exportFailureMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageFrame
      actions={
        <Button variant="secondary" onClick={() => void exportSummary()} disabled={exporting}>
          <Icon icon={Download} className="h-4 w-4" />
          {exporting ? 'Exporting...' : 'Export'}
          <span className="sr-only"> the {year} tax summary</span>
        </Button>
      }
    >
      <TaxOwedPanel year={year} today={today} />
      <TaxSettingsPanel
        years={years}
        year={year}
        onYearChange={changeYear}
        status={status}
        onStatusChange={changeStatus}
        deductionText={deductionText}
        defaultDeduction={defaultStandardDeduction(year, status)}
        onDeductionType={typeDeduction}
        onDeductionCommit={commitDeduction}
      />
      <StatePanel profile={profile} onSave={(next) => save(next)} />
      {yearProfile.isError ? (
        <QueryError error={yearProfile.error} onRetry={() => void yearProfile.refetch()} />
      ) : !yearProfile.data ? (
        <p role="status" className="text-sm text-slate-600">
          {householdTexts.loading}
        </p>
      ) : (
        <HouseholdPanel
          key={year}
          year={year}
          joint={status === 'married'}
          profile={yearProfile.data}
          errors={householdErrors}
          onErrors={setHouseholdErrors}
          onSave={(household) => save(profile, household)}
          saving={saveProfile.isPending}
          limitNotes={estimate.data?.year === year ? estimate.data.limitNotes.map((limit) => limit.note) : []}
        />
      )}
      {estimate.isError ? (
        <QueryError error={estimate.error} onRetry={() => void estimate.refetch()} />
      ) : !estimate.data ? (
        <LoadingEstimate />
      ) : (
        <EstimateResults
          estimate={estimate.data}
          stale={estimate.isPlaceholderData}
          busy={estimate.isFetching}
          safeHarbor={
            <SafeHarborPanel
              texts={priorTexts}
              errors={priorErrors}
              onType={typePrior}
              onCommit={commitPrior}
              complete={profile.priorYearTotalTax !== null && profile.priorYearAgi !== null}
            />
          }
        />
      )}
      <QuarterlyPlanner year={year} />
    </PageFrame>
  );
}

function EstimateResults({
  estimate,
  stale,
  busy,
  safeHarbor,
}: {
  estimate: TaxEstimateResponse;
  /** The figures of the previous choice, shown dimmed until the new ones arrive. */
  stale: boolean;
  busy: boolean;
  safeHarbor: ReactNode;
}) {
  const dimmed = stale ? 'opacity-60 transition-opacity' : '';
  const empty = estimate.grossIncome === 0 && estimate.expenses === 0;
  return (
    <div aria-busy={busy} className="space-y-6">
      {(estimate.projected || empty) && (
        <div className={`space-y-3 ${dimmed}`}>
          {estimate.projected && (
            <p className="flex gap-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-800">
              <Icon icon={Info} className="mt-0.5 h-4 w-4 shrink-0" />
              {projectedNote(estimate.year)}
            </p>
          )}
          {empty && (
            <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-700">
              No income or expenses recorded in {estimate.year} yet, so there is no tax to estimate.{' '}
              <Link to="/dashboard" className="font-medium text-brand-700 underline underline-offset-2">
                Add income on the dashboard
              </Link>{' '}
              to see your estimate.
            </p>
          )}
        </div>
      )}
      <div className={dimmed}>
        <TaxSummaryCards estimate={estimate} />
      </div>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 space-y-6 lg:col-span-3">
          <div className={dimmed}>
            <TaxBreakdown estimate={estimate} />
          </div>
          {/* A year with car costs or trips: both car methods compared, and the choice, where the tax is read. */}
          {estimate.vehicle.length > 0 && <VehicleMethodPanel year={estimate.year} />}
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <div className={dimmed}>
            <QuarterlyPayments estimate={estimate} />
          </div>
          {estimate.state && (
            <div className={dimmed}>
              <StateTaxCard state={estimate.state} />
            </div>
          )}
          {estimate.state?.local && (
            <div className={dimmed}>
              <LocalTaxCard local={estimate.state.local} year={estimate.state.year} />
            </div>
          )}
          {safeHarbor}
        </div>
      </div>
    </div>
  );
}

export const Component = TaxEstimatesPage;
