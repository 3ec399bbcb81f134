import { useId, useState, type FormEvent } from 'react';
import type { HouseholdFields, TaxProfile } from '../../../core/tax/tax-api';
import { Button } from '../../components/ui/button';
import { SubmitButton } from '../../components/ui/form-actions';
import { Panel } from '../../components/ui/panel';
import { TextField } from '../../components/ui/text-field';
import { useTaxFormatters } from '../settings/use-preferences';
import {
  householdFieldNames,
  householdFieldTexts,
  householdSummary,
  householdTexts,
  householdTextsOf,
  parseHousehold,
  showsSpouseFields,
  eitcAgeTexts,
  type HouseholdBox,
  type HouseholdField,
} from './household-texts';

export type HouseholdErrors = Partial<Record<HouseholdField, string>>;

/** One box of the form: its label, its one-line explanation and its error, for a dollar figure or a count. */
function HouseholdInput({
  name,
  text,
  error,
  onType,
}: {
  name: HouseholdBox;
  text: string;
  error: string | undefined;
  onType: (name: HouseholdBox, text: string) => void;
}) {
  const { label, hint, kind } = householdFieldTexts[name];
  return (
    <TextField
      label={label}
      hint={hint}
      type="text"
      inputMode={kind === 'money' ? 'decimal' : 'numeric'}
      autoComplete="off"
      placeholder={kind === 'money' ? '0.00' : '0'}
      value={text}
      error={error}
      onChange={(event) => onType(name, event.target.value)}
    />
  );
}

interface HouseholdPanelProps {
  year: number;
  /** Married filing jointly: the spouse's boxes are shown. */
  joint: boolean;
  /** The saved profile of `year` (its household figures fill the boxes). */
  profile: TaxProfile;
  errors: HouseholdErrors;
  onErrors: (errors: HouseholdErrors) => void;
  onSave: (household: HouseholdFields) => void;
  saving: boolean;
  /** What the estimate takes less of than is saved, and why (a later expense may lower a limit). */
  limitNotes: readonly string[];
}

/**
 * What the household brings to the return besides the gig, for the chosen year (the page keys it by
 * year, so another year starts from that year's saved figures). Saved with the tax profile.
 */
export function HouseholdPanel({
  year,
  joint,
  profile,
  errors,
  onErrors,
  onSave,
  saving,
  limitNotes,
}: HouseholdPanelProps) {
  const [texts, setTexts] = useState(() => householdTextsOf(profile));
  const [ageEligible, setAgeEligible] = useState(profile.eitcAgeEligible);
  const ageId = useId();
  // A spouse's box being emptied stays until the form is saved, so it does not vanish under the cursor.
  const [keepSpouse, setKeepSpouse] = useState(false);
  const spouse = keepSpouse || showsSpouseFields(joint, texts);
  // The form opens on demand, so the phone reaches the figures first; a refusal keeps it open.
  const [open, setOpen] = useState(false);
  const formId = useId();
  const format = useTaxFormatters();
  const refused = Object.values(errors).some((error) => error !== undefined);
  const shownOpen = open || refused;
  const toggle = () => {
    if (shownOpen) onErrors({});
    setOpen(!shownOpen);
  };
  const entered = householdFieldNames.some((name) => profile[name] !== 0) || !profile.eitcAgeEligible;
  const shown = householdFieldNames.filter((name) => spouse || !householdFieldTexts[name].jointOnly);

  const type = (name: HouseholdBox, text: string) => {
    setTexts((current) => ({ ...current, [name]: text }));
    if (householdFieldTexts[name].jointOnly) setKeepSpouse(true);
    if (errors[name] !== undefined) onErrors({ ...errors, [name]: undefined });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setKeepSpouse(false);
    const parsed = parseHousehold(texts, ageEligible);
    if (parsed.errors) {
      onErrors(parsed.errors);
      return;
    }
    onErrors({});
    onSave(parsed.household);
  };

  return (
    <Panel title={householdTexts.title}>
      <p className="text-sm text-slate-700">{householdTexts.intro(year)}</p>
      <p className="mt-2 text-sm font-medium text-slate-900">{householdSummary(profile, format.money)}</p>
      {limitNotes.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-amber-900">
          {limitNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        className="mt-3 w-full sm:w-auto"
        aria-expanded={shownOpen}
        aria-controls={formId}
        onClick={toggle}
      >
        {entered ? householdTexts.edit : householdTexts.open}
      </Button>
      <form id={formId} noValidate onSubmit={submit} hidden={!shownOpen} className="mt-4">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((name) => (
            <HouseholdInput key={name} name={name} text={texts[name]} error={errors[name]} onType={type} />
          ))}
          <div className="flex items-start gap-3">
            <input
              id={ageId}
              type="checkbox"
              className="mt-1 h-5 w-5"
              checked={ageEligible}
              aria-describedby={`${ageId}-hint`}
              onChange={(event) => setAgeEligible(event.target.checked)}
            />
            <div>
              <label htmlFor={ageId} className="text-sm font-medium text-slate-900">
                {eitcAgeTexts.label}
              </label>
              <p id={`${ageId}-hint`} className="text-sm text-slate-600">
                {eitcAgeTexts.hint}
              </p>
            </div>
          </div>
        </div>
        <SubmitButton pending={saving} pendingLabel={householdTexts.saving} className="mt-4 w-full sm:w-auto">
          {householdTexts.save}
        </SubmitButton>
      </form>
    </Panel>
  );
}
