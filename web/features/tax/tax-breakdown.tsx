import type { ReactNode } from 'react';
import { formatUsd, type Formatters } from '../../../core/format';
import { Link } from '../../lib/router';
import { ADDITIONAL_MEDICARE_THRESHOLD, taxTableFor } from '../../../core/tax/tables';
import { vehicleMethodNote } from '../../../core/tax/vehicle-method';
import type { TaxEstimateResponse } from '../../../core/tax/tax-api';
import { DataTable } from '../../components/ui/data-table';
import { Panel } from '../../components/ui/panel';
import { useTaxFormatters } from '../settings/use-preferences';
import { householdBreakdownTexts as texts, householdIncomeOf } from './household-texts';
import { formatRate } from './tax-inputs';

type LimitedField = TaxEstimateResponse['limitNotes'][number]['field'];

/** The estimate's word on a saved figure it takes less of (all of them said, a home office's two in one line). */
export const limitNoteOf = (estimate: TaxEstimateResponse, field: LimitedField): string | null => {
  const notes = estimate.limitNotes.filter((limit) => limit.field === field).map((limit) => limit.note);
  return notes.length > 0 ? notes.join(' ') : null;
};

/** A line's detail with, below it, why a saved figure is not taken in full. */
const withLimitNote = (detail: ReactNode, note: string | null): ReactNode =>
  note === null ? (
    detail
  ) : (
    <>
      {detail}
      <span className="mt-1 block text-amber-900">{note}</span>
    </>
  );

interface Step {
  label: string;
  /** How the figure comes about ('Net profit × 92.35 %'). */
  detail?: ReactNode;
  value: string;
  /** A result line: drawn bold under a rule. */
  result?: boolean;
  /** A part of the line above (drawn indented). */
  part?: boolean;
}

// The deduction for qualified tips (core/tax/tips.ts) and the trip log's mileage deduction.
export const breakdownTexts = {
  mileage: 'Mileage deduction (standard rate)',
  mileageDetail: 'From your trip log; already counted in the expenses above',
  vehicleMethodLink: 'Choose the method on the Mileage page',
  tips: 'Qualified tips deduction',
  tipsDetail: (tips: string) => `Of ${tips} of income marked as tips`,
  tipsIncomeLimit: 'Limit for tips earned in your business',
  tipsIncomeLimitDetail: 'Net profit less half of self-employment tax (Schedule 1-A)',
  tipsIncomeTaxOnly:
    'The tips deduction lowers income tax, not self-employment tax: tips still count in net profit for self-employment tax.',
} as const;

/** A figure taken away in the step: '−$10,000.00' (a minus sign, U+2212); nothing to take away stays '$0.00'. */
const lessIn = (format: Formatters) => (dollars: number) =>
  dollars > 0 ? `\u2212${format.money(dollars)}` : format.money(0);
/** A threshold of the tax law ('$176,100'): dollars by statute, whatever currency the user writes amounts in. */
const dollarsOnly = (dollars: number) => formatUsd(dollars).replace(/\.00$/, '');
/** A household line is shown only when it is not zero. */
const when = (shown: boolean, ...steps: Step[]): Step[] => (shown ? steps : []);

/** The caption of a stage's table, shown as its title. */
const stageCaption = 'mb-1 text-left text-sm font-semibold tracking-wide text-slate-600 uppercase';

/** One stage of the calculation as a table: each row names a step (row header) and its figure. */
function Steps({ caption, steps }: { caption: string; steps: readonly Step[] }) {
  return (
    <table className="w-full text-sm">
      <caption className={stageCaption}>{caption}</caption>
      <tbody>
        {steps.map((step) => (
          <tr
            key={step.label}
            className={
              step.result ? 'border-t border-slate-300 font-semibold text-slate-900' : 'text-slate-800'
            }
          >
            <th
              scope="row"
              className={`py-1.5 pr-3 text-left align-top [font-weight:inherit] ${step.part ? 'pl-4' : ''}`}
            >
              <span>{step.label}</span>
              {step.detail && (
                <span className="mt-0.5 block text-xs font-normal text-slate-600">{step.detail}</span>
              )}
            </th>
            <td className="py-1.5 text-right align-top whitespace-nowrap tabular-nums">{step.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The child tax credit and the credit for other dependents, before or after their phase-out. */
const hasCredits = (estimate: TaxEstimateResponse) =>
  estimate.childCredits > 0 || estimate.childCreditsPhaseOut > 0;

/** The income tax of each bracket: rate, the part of taxable income taxed at it, and its tax. */
function Brackets({ estimate }: { estimate: TaxEstimateResponse }) {
  const format = useTaxFormatters();
  return (
    <DataTable
      caption="Income tax by bracket"
      captionClassName={stageCaption}
      className="w-full text-sm"
      ruled={false}
      headings="text-xs text-slate-600"
      columns={[
        { label: 'Rate', className: 'py-1.5 pr-3 text-left font-medium' },
        { label: 'Amount taxed', className: 'px-3 py-1.5 text-right font-medium' },
        { label: 'Tax', className: 'py-1.5 pl-3 text-right font-medium' },
      ]}
      bodyClassName="text-slate-800"
      footer={
        <tfoot>
          <tr className="border-t border-slate-300 font-semibold text-slate-900">
            <th scope="row" colSpan={2} className="py-1.5 pr-3 text-left [font-weight:inherit]">
              {hasCredits(estimate) ? texts.incomeTaxBeforeCredits : 'Income tax'}
            </th>
            <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">
              {format.money(estimate.incomeTaxBeforeCredits)}
            </td>
          </tr>
        </tfoot>
      }
    >
      {estimate.brackets.length === 0 ? (
        <tr>
          <td colSpan={3} className="py-1.5 text-slate-600">
            No taxable income, so no income tax.
          </td>
        </tr>
      ) : (
        estimate.brackets.map((bracket) => (
          <tr key={bracket.ratePercent}>
            <th scope="row" className="py-1.5 pr-3 text-left font-normal">
              {bracket.ratePercent} %
            </th>
            <td className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums">
              {format.money(bracket.amount)}
            </td>
            <td className="py-1.5 pl-3 text-right whitespace-nowrap tabular-nums">
              {format.money(bracket.tax)}
            </td>
          </tr>
        ))
      )}
    </DataTable>
  );
}

/**
 * The year's car method (standard mileage rate or actual costs) and what it left out of the expenses,
 * with a link to where it is chosen.
 */
function VehicleMethodLines({ estimate, format }: { estimate: TaxEstimateResponse; format: Formatters }) {
  if (estimate.vehicle.length === 0) return null;
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
      {estimate.vehicle.map((use) => (
        <p key={use.year}>{vehicleMethodNote(use, format.money)}</p>
      ))}
      <Link
        to={`/mileage?year=${estimate.year}`}
        className="font-medium text-brand-700 underline underline-offset-2"
      >
        {breakdownTexts.vehicleMethodLink}
      </Link>
    </div>
  );
}

/** docs/tax-tables.md "Computing the estimate": every step from gross income to the effective rate. */
export function TaxBreakdown({ estimate }: { estimate: TaxEstimateResponse }) {
  const table = taxTableFor(estimate.year);
  const additionalMedicare = estimate.additionalMedicareTax > 0;
  const belowSeFloor = estimate.netEarnings > 0 && estimate.selfEmploymentTax === 0;
  const ownDeduction = estimate.standardDeduction !== estimate.defaultStandardDeduction;
  const format = useTaxFormatters();
  const less = lessIn(format);

  const income: Step[] = [
    { label: 'Gross income', value: format.money(estimate.grossIncome) },
    { label: 'Expenses', value: less(estimate.expenses) },
    ...(estimate.mileageDeduction > 0
      ? [
          {
            label: breakdownTexts.mileage,
            detail: breakdownTexts.mileageDetail,
            value: format.money(estimate.mileageDeduction),
            part: true,
          },
        ]
      : []),
    ...when(estimate.homeOfficeDeduction > 0 || limitNoteOf(estimate, 'homeOfficeSqFt') !== null, {
      label: texts.homeOffice,
      detail: withLimitNote(texts.homeOfficeDetail, limitNoteOf(estimate, 'homeOfficeSqFt')),
      value: less(estimate.homeOfficeDeduction),
    }),
    { label: 'Net profit', value: format.money(estimate.netProfit), result: true },
  ];
  const wagesCounted = estimate.socialSecurityWages > 0;
  const selfEmployment: Step[] = [
    {
      label: 'Net earnings from self-employment',
      detail: 'Net profit × 92.35 %',
      value: format.money(estimate.netEarnings),
    },
    ...when(wagesCounted, {
      label: texts.baseLeft,
      detail: texts.baseLeftDetail(
        format.money(estimate.socialSecurityWages),
        estimate.year,
        table.socialSecurityWageBase,
      ),
      value: format.money(estimate.socialSecurityBaseLeft),
    }),
    {
      label: 'Social Security part',
      detail: wagesCounted
        ? texts.socialSecurityAfterWages(estimate.year)
        : `12.4 % of net earnings up to the ${estimate.year} wage base of ${dollarsOnly(table.socialSecurityWageBase)}`,
      value: format.money(estimate.socialSecurityTax),
    },
    { label: 'Medicare part', detail: '2.9 % of net earnings', value: format.money(estimate.medicareTax) },
    {
      label: 'Self-employment tax',
      detail: belowSeFloor ? 'None: net earnings under $400 owe no self-employment tax.' : undefined,
      value: format.money(estimate.selfEmploymentTax),
      result: true,
    },
    ...(additionalMedicare && estimate.wages + estimate.spouseWages === 0
      ? [
          {
            label: 'Additional Medicare Tax',
            detail: `0.9 % of net earnings above ${dollarsOnly(ADDITIONAL_MEDICARE_THRESHOLD[estimate.filingStatus])}`,
            value: format.money(estimate.additionalMedicareTax),
          },
        ]
      : []),
    // Form 8959 with wages: Part I on the wages, Part II on SE income over what the wages left of the threshold.
    ...when(estimate.wages + estimate.spouseWages > 0 && estimate.additionalMedicareOnWages > 0, {
      label: texts.additionalMedicareOnWages,
      detail: texts.additionalMedicareDetail(ADDITIONAL_MEDICARE_THRESHOLD[estimate.filingStatus]),
      value: format.money(estimate.additionalMedicareOnWages),
    }),
    ...when(estimate.wages + estimate.spouseWages > 0 && estimate.additionalMedicareOnSelfEmployment > 0, {
      label: texts.additionalMedicareOnSelfEmployment,
      detail: texts.additionalMedicareDetail(ADDITIONAL_MEDICARE_THRESHOLD[estimate.filingStatus]),
      value: format.money(estimate.additionalMedicareOnSelfEmployment),
    }),
  ];
  const householdIncome = householdIncomeOf(estimate) > 0;
  const standardDetail = ownDeduction
    ? `Your figure (the ${estimate.year} default for ${estimate.filingStatusLabel} is ${format.money(estimate.defaultStandardDeduction)})`
    : `${estimate.year} default for ${estimate.filingStatusLabel}`;
  const taxableIncome: Step[] = [
    ...when(estimate.wages > 0, { label: texts.wages, value: format.money(estimate.wages) }),
    ...when(estimate.spouseWages > 0, {
      label: texts.spouseWages,
      value: format.money(estimate.spouseWages),
    }),
    ...when(estimate.otherIncome > 0, {
      label: texts.otherIncome,
      value: format.money(estimate.otherIncome),
    }),
    { label: 'Net profit', value: format.money(estimate.netProfit) },
    ...when(householdIncome, {
      label: texts.totalIncome,
      value: format.money(estimate.totalIncome),
      result: true,
    }),
    {
      label: 'Half of self-employment tax',
      detail: 'Deducted before the standard deduction',
      value: less(estimate.halfSelfEmploymentTaxDeduction),
    },
    ...when(estimate.retirementDeduction > 0 || limitNoteOf(estimate, 'retirementContributions') !== null, {
      label: texts.retirement,
      detail: withLimitNote(
        texts.retirementDetail(format.money(estimate.retirementLimit)),
        limitNoteOf(estimate, 'retirementContributions'),
      ),
      value: less(estimate.retirementDeduction),
    }),
    ...when(estimate.seHealthInsuranceDeduction > 0 || limitNoteOf(estimate, 'seHealthInsurance') !== null, {
      label: texts.seHealth,
      detail: withLimitNote(
        texts.seHealthDetail(format.money(estimate.seHealthInsuranceLimit)),
        limitNoteOf(estimate, 'seHealthInsurance'),
      ),
      value: less(estimate.seHealthInsuranceDeduction),
    }),
    { label: 'Adjusted gross income', value: format.money(estimate.adjustedGrossIncome), result: true },
    estimate.deductionKind === 'itemized'
      ? {
          label: texts.itemized,
          detail: texts.itemizedUsed(format.money(estimate.standardDeduction)),
          value: less(estimate.itemizedDeductions),
        }
      : {
          label: 'Standard deduction',
          detail:
            estimate.itemizedDeductions > 0 ? (
              <>
                {standardDetail}
                <span className="mt-1 block">
                  {texts.standardUsed(format.money(estimate.itemizedDeductions))}
                </span>
              </>
            ) : (
              standardDetail
            ),
          value: less(estimate.standardDeduction),
        },
    ...(estimate.tips > 0
      ? [
          {
            label: breakdownTexts.tips,
            detail: (
              <>
                {breakdownTexts.tipsDetail(format.money(estimate.tips))}
                {estimate.tipsNote && <span className="mt-1 block text-amber-900">{estimate.tipsNote}</span>}
                <span className="mt-1 block">{breakdownTexts.tipsIncomeTaxOnly}</span>
              </>
            ),
            value: less(estimate.tipsDeduction),
          },
          {
            label: breakdownTexts.tipsIncomeLimit,
            detail: breakdownTexts.tipsIncomeLimitDetail,
            value: format.money(estimate.tipsIncomeLimit),
            part: true,
          },
        ]
      : []),
    {
      label: 'Taxable income before QBI',
      value: format.money(estimate.taxableIncomeBeforeQbi),
      result: true,
    },
    {
      label: 'QBI deduction',
      detail: (
        <>
          20 % of qualified business income ({format.money(estimate.qbi)}), at most 20 % of taxable income
          {estimate.qbiNote && <span className="mt-1 block text-amber-900">{estimate.qbiNote}</span>}
        </>
      ),
      value: less(estimate.qbiDeduction),
    },
    { label: 'Taxable income', value: format.money(estimate.taxableIncome), result: true },
  ];
  const credits: Step[] = [
    { label: texts.incomeTaxBeforeCredits, value: format.money(estimate.incomeTaxBeforeCredits) },
    {
      label: texts.childCredits,
      detail: texts.childCreditsDetail(estimate.year, table.childTaxCredit),
      value: format.money(estimate.childCredits + estimate.childCreditsPhaseOut),
    },
    ...when(estimate.childCreditsPhaseOut > 0, {
      label: texts.phaseOut,
      detail: texts.phaseOutDetail(estimate.filingStatus === 'married' ? 400_000 : 200_000),
      value: less(estimate.childCreditsPhaseOut),
      part: true,
    }),
    { label: texts.creditsUsed, value: less(estimate.nonrefundableCredits) },
    { label: texts.incomeTaxAfterCredits, value: format.money(estimate.incomeTax), result: true },
  ];
  const paid =
    estimate.withholding +
    estimate.additionalMedicareWithheld +
    estimate.additionalChildTaxCredit +
    estimate.earnedIncomeCredit;
  const total: Step[] = [
    {
      label: hasCredits(estimate) ? texts.incomeTaxAfterCredits : 'Income tax',
      value: format.money(estimate.incomeTax),
    },
    { label: 'Self-employment tax', value: format.money(estimate.selfEmploymentTax) },
    ...(additionalMedicare
      ? [{ label: 'Additional Medicare Tax', value: format.money(estimate.additionalMedicareTax) }]
      : []),
    { label: 'Total tax', value: format.money(estimate.totalTax), result: true },
    ...when(estimate.withholding > 0, { label: texts.withholding, value: less(estimate.withholding) }),
    ...when(estimate.additionalMedicareWithheld > 0, {
      label: texts.additionalMedicareWithheld,
      value: less(estimate.additionalMedicareWithheld),
    }),
    ...when(estimate.additionalChildTaxCredit > 0, {
      label: texts.refundableCredit,
      value: less(estimate.additionalChildTaxCredit),
    }),
    ...when(estimate.earnedIncomeCredit > 0, {
      label: texts.earnedIncomeCredit,
      detail: withLimitNote(
        texts.earnedIncomeCreditDetail(format.money(estimate.eicEarnedIncome)),
        estimate.earnedIncomeCreditNote,
      ),
      value: less(estimate.earnedIncomeCredit),
    }),
    ...when(
      paid > 0,
      estimate.balanceDue >= 0
        ? { label: texts.stillToPay, value: format.money(estimate.balanceDue), result: true }
        : { label: texts.expectedRefund, value: format.money(-estimate.balanceDue), result: true },
    ),
    {
      label: 'Effective rate',
      detail: texts.effectiveRateDetail(householdIncome),
      value: formatRate(estimate.effectiveRatePercent),
    },
  ];

  return (
    <Panel title="How Your Tax Is Calculated">
      <div className="space-y-6">
        <div className="space-y-2">
          <Steps caption="Income" steps={income} />
          <VehicleMethodLines estimate={estimate} format={format} />
        </div>
        <Steps caption="Self-employment tax" steps={selfEmployment} />
        <Steps caption="Taxable income" steps={taxableIncome} />
        <Brackets estimate={estimate} />
        {hasCredits(estimate) && <Steps caption="Credits" steps={credits} />}
        <Steps caption="Total" steps={total} />
        <p className="text-xs text-slate-600">Source: {estimate.source}</p>
      </div>
    </Panel>
  );
}
