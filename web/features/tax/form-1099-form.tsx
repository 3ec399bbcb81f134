import { FileText } from 'lucide';
import { useId, useState, type ChangeEvent } from 'react';
import {
  FORM_1099_PDF_MAX_BYTES,
  form1099AmountBox,
  form1099Kinds,
  form1099Messages,
  newForm1099Schema,
  PLATFORM_MAX_LENGTH,
} from '../../../core/tax/forms-1099';
import { platforms } from '../../../core/tax/platforms';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FileButton } from '../../components/ui/file-button';
import { Panel } from '../../components/ui/panel';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { ApiRequestError } from '../../lib/api';
import { toast } from '../../lib/toasts';
import { readForm1099Pdf, useAddForm1099 } from './forms-1099-queries';
import {
  emptyForm1099,
  forms1099Texts,
  unreadBoxes,
  valuesOfReading,
  type Form1099Values,
} from './forms-1099-texts';
import { Icon } from '../../components/ui/icon';

type FieldName = keyof Form1099Values;
type Errors = Partial<Record<FieldName, string>>;

const kindOptions = form1099Kinds.map((kind) => ({ value: kind, label: kind }));
const platformSuggestions = platforms
  .filter((platform) => !platform.processor)
  .map((platform) => platform.name);
const problemText = (error: unknown) =>
  error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';

/**
 * 'Add a 1099': the platform (suggested or typed), the form with the box its amount comes from, the amount and the
 * tax year, checked with the API's schema; or read from the form's PDF, which fills the boxes for the person to
 * check before saving.
 */
export function Form1099Form({ year, years }: { year: number; years: readonly number[] }) {
  const ids = useId();
  const [values, setValues] = useState<Form1099Values>(() => emptyForm1099(year));
  const [source, setSource] = useState<'entered' | 'pdf'>('entered');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [reading, setReading] = useState(false);
  const [readNote, setReadNote] = useState('');
  const [readProblem, setReadProblem] = useState<string>();
  const add = useAddForm1099();

  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const readPdf = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so the same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    setReadProblem(undefined);
    setReadNote('');
    if (file.size > FORM_1099_PDF_MAX_BYTES) {
      setReadProblem(form1099Messages.pdfTooLarge);
      return;
    }
    setReading(true);
    try {
      const found = await readForm1099Pdf(file);
      setValues((current) => valuesOfReading(found, current));
      setErrors({});
      setSource('pdf');
      setReadNote(forms1099Texts.readDone(file.name, unreadBoxes(found)));
    } catch (error) {
      setReadProblem(problemText(error));
    } finally {
      setReading(false);
    }
  };

  const submit = () => {
    setFailure(undefined);
    const input = { ...values, year: values.year, source };
    const checked = newForm1099Schema.safeParse(input);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    add.mutate(input, {
      onSuccess: (saved) => {
        toast.success(forms1099Texts.saved(saved.platform, saved.kind));
        setValues(emptyForm1099(Number(values.year)));
        setSource('entered');
        setReadNote('');
        setErrors({});
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : undefined;
        if (fields && Object.keys(fields).length > 0) setErrors(fields);
        else setFailure(problemText(error));
      },
    });
  };

  // A PDF of an older year brings its year among the choices.
  const yearChoices = [...new Set([...years, Number(values.year)])].sort((a, b) => a - b);
  return (
    <Panel title={forms1099Texts.addTitle}>
      <div className="space-y-5">
        <div className="space-y-2">
          <FileButton
            id={`${ids}-pdf`}
            accept="application/pdf,.pdf"
            disabled={reading}
            onChange={(event) => void readPdf(event)}
            aria-describedby={`${ids}-pdf-hint`}
            className={`w-full sm:w-auto ${reading ? 'opacity-60' : 'cursor-pointer'}`}
          >
            <Icon icon={FileText} className="h-4 w-4" />
            {forms1099Texts.readPdf}
          </FileButton>
          <p id={`${ids}-pdf-hint`} className="text-xs text-slate-600">
            {forms1099Texts.readPdfHint}
          </p>
          <p role="status" className="text-sm text-slate-700 empty:hidden">
            {reading ? forms1099Texts.reading : ''}
          </p>
          {readProblem && <Alert tone="error">{readProblem}</Alert>}
          {readNote && <Alert tone="info">{readNote}</Alert>}
        </div>
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {failure && <Alert tone="error">{failure}</Alert>}
          <fieldset disabled={add.isPending || reading} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">{forms1099Texts.addTitle}</legend>
            <TextField
              label="Platform"
              list={`${ids}-platforms`}
              autoComplete="off"
              maxLength={PLATFORM_MAX_LENGTH}
              hint="The payer named on the form, e.g. Uber"
              value={values.platform}
              onChange={(event) => change('platform', event.target.value)}
              error={errors.platform}
            />
            <datalist id={`${ids}-platforms`}>
              {platformSuggestions.map((platform) => (
                <option key={platform} value={platform} />
              ))}
            </datalist>
            <SelectField
              label="Form"
              options={kindOptions}
              value={values.kind}
              onChange={(event) => change('kind', event.target.value)}
              error={errors.kind}
            />
            <TextField
              label="Amount"
              inputMode="decimal"
              autoComplete="off"
              hint={`From ${form1099AmountBox[values.kind]}`}
              value={values.amount}
              onChange={(event) => change('amount', event.target.value)}
              error={errors.amount}
            />
            <SelectField
              label="Tax year"
              options={yearChoices.map((choice) => ({ value: String(choice), label: String(choice) }))}
              value={values.year}
              onChange={(event) => change('year', event.target.value)}
              error={errors.year}
            />
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" disabled={add.isPending || reading} className="w-full sm:w-auto">
              {add.isPending ? forms1099Texts.saving : forms1099Texts.save}
            </Button>
          </div>
        </form>
      </div>
    </Panel>
  );
}
