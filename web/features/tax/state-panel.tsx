import { useState } from 'react';
import { stateNames } from '../../../core/tax/states/state-codes';
import type { TaxProfile } from '../../../core/tax/tax-api';
import { FigureField } from '../../components/ui/figure-field';
import { Panel } from '../../components/ui/panel';
import { StateFields } from './state-fields';
import { amountText } from './tax-inputs';
import {
  asksOwnRate,
  parseStateFigure,
  rateText,
  stateFigureLabels,
  stateTexts,
  withState,
  type StateFigureField,
} from './state-texts';

const textOf = (profile: TaxProfile): Record<StateFigureField, string> => ({
  ownStateTaxRate: rateText(profile.ownStateTaxRate),
  localIncomeTaxRate: rateText(profile.localIncomeTaxRate),
  priorYearStateTax: amountText(profile.priorYearStateTax),
});

/**
 * The state the person lives in, New York City residence, their own rate where GigTally does not figure the
 * state, a local rate and last year's state tax. A choice saves at once; a typed figure when the box is left.
 */
export function StatePanel({ profile, onSave }: { profile: TaxProfile; onSave: (next: TaxProfile) => void }) {
  const [texts, setTexts] = useState(() => textOf(profile));
  const [errors, setErrors] = useState<Partial<Record<StateFigureField, string>>>({});
  const state = profile.state;

  const commit = (field: StateFigureField) => {
    const parsed = parseStateFigure(field, texts[field]);
    setErrors((current) => ({ ...current, [field]: parsed.error }));
    if (parsed.error !== undefined) return;
    setTexts((current) => ({
      ...current,
      [field]: field === 'priorYearStateTax' ? amountText(parsed.value) : rateText(parsed.value),
    }));
    if (parsed.value !== profile[field]) onSave({ ...profile, [field]: parsed.value });
  };
  const figureField = (field: StateFigureField, hint: string) => (
    <FigureField
      label={stateFigureLabels[field]}
      value={texts[field]}
      error={errors[field]}
      hint={hint}
      onType={(text) => setTexts((current) => ({ ...current, [field]: text }))}
      onCommit={() => commit(field)}
    />
  );

  return (
    <Panel title={stateTexts.panelTitle}>
      <p className="text-sm text-slate-700">{stateTexts.intro}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <StateFields
          state={state}
          nycResident={profile.nycResident}
          nycClassName="md:self-end md:pb-2"
          onStateChange={(next) => {
            if (!asksOwnRate(next)) {
              setTexts((current) => ({ ...current, ownStateTaxRate: '' }));
              setErrors((current) => ({ ...current, ownStateTaxRate: undefined }));
            }
            onSave(withState(profile, next));
          }}
          onNycResidentChange={(nycResident) => onSave({ ...profile, nycResident })}
        />
        {asksOwnRate(state) && figureField('ownStateTaxRate', stateTexts.ownRateHint(stateNames[state!]))}
        {figureField('localIncomeTaxRate', stateTexts.localRateHint)}
        {state !== null && figureField('priorYearStateTax', stateTexts.priorYearStateTaxHint)}
      </div>
    </Panel>
  );
}
