import type { StateCode } from '../../../core/tax/states/state-codes';
import { SelectField } from '../../components/ui/select-field';
import { Switch } from '../../components/ui/switch';
import { stateOptions, stateTexts } from './state-texts';

/**
 * The state the person lives in and, in New York, whether they live in New York City (its own income tax).
 * `nycClassName` places the switch in the layout around it.
 */
export function StateFields({
  state,
  nycResident,
  onStateChange,
  onNycResidentChange,
  error,
  nycClassName,
}: {
  state: StateCode | null;
  nycResident: boolean;
  onStateChange: (state: StateCode | null) => void;
  onNycResidentChange: (nycResident: boolean) => void;
  error?: string | undefined;
  nycClassName?: string;
}) {
  return (
    <>
      <SelectField
        label={stateTexts.stateLabel}
        placeholder={stateTexts.choose}
        options={stateOptions}
        value={state ?? ''}
        error={error}
        onChange={(event) =>
          onStateChange(event.target.value === '' ? null : (event.target.value as StateCode))
        }
      />
      {state === 'NY' && (
        <Switch
          className={nycClassName}
          label={stateTexts.nycLabel}
          description={stateTexts.nycDescription}
          checked={nycResident}
          onChange={(event) => onNycResidentChange(event.target.checked)}
        />
      )}
    </>
  );
}
