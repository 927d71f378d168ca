import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { PrintSummaryDialog } from '../../components/PrintSummaryDialog/PrintSummaryDialog';
import { genderOptions } from '../../components/HealthProfileForm/HealthProfileForm';
import { formatAmount } from '../../components/ProductCard/quote';
import { noFilters, showResults } from '../../components/SearchResults/view';
import { resultsAtom, resultsStaleAtom, resultsViewAtom, searchedProfileAtom } from './atoms';
import { kindGroupLabels, type HealthProfile } from '../../contract';

/** How many products the summary lists when none were chosen to compare. */
export const TOP_PRODUCTS_PRINTED = 5;

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean).join('; ');

/**
 * What was asked beside the profile, as the summary's rows: the kind of coverage ("Any kind" when
 * none was chosen), the quote by a monthly budget or by a coverage amount ("Not given" when neither
 * was), and the term length ("Any term" when none was chosen).
 */
function quoteRows(profile: HealthProfile): { label: string; value: string }[] {
  const asked =
    profile.monthlyBudget !== undefined
      ? { label: 'Monthly budget', value: `${formatAmount(profile.monthlyBudget)} a month: each product at the largest amount it writes within it` }
      : { label: 'Coverage amount', value: profile.coverageAmount === undefined ? 'Not given' : formatAmount(profile.coverageAmount) };
  const kind = { label: 'Coverage wanted', value: profile.coverageKind === undefined ? 'Any kind' : `${kindGroupLabels[profile.coverageKind]} only` };
  return [kind, asked, { label: 'Term length', value: profile.termYears === undefined ? 'Any term' : `${profile.termYears} years` }];
}

/** The profile as the search received it, row by row, for paper (never kept anywhere). */
export function profileRows(profile: HealthProfile): { label: string; value: string; health?: boolean }[] {
  return [
    { label: 'Age', value: profile.age },
    { label: 'Sex', value: genderOptions.find((g) => g.value === profile.gender)?.label ?? profile.gender },
    { label: 'Height', value: profile.height },
    { label: 'Weight', value: `${profile.weight} lb` },
    { label: 'Smoker', value: profile.smoker ? 'Yes' : 'No' },
    ...quoteRows(profile),
    { label: 'Medications', value: lines(profile.medications), health: true },
    { label: 'Medical conditions', value: lines(profile.medicalConditions), health: true },
    { label: 'Family history', value: lines(profile.familyHistory), health: true },
  ];
}

/**
 * "Print a client summary", once per request (each press of "Print summary" counts one up): the
 * dialog asks for the names and the copy, then the summary goes to paper with the products chosen
 * to compare (or the top ones in the list's order). The names stay in the dialog's state.
 */
export function PrintSummary({ request }: { request: number }) {
  const results = useAtomValue(resultsAtom);
  const view = useAtomValue(resultsViewAtom);
  const profile = useAtomValue(searchedProfileAtom);
  const isStale = useAtomValue(resultsStaleAtom);
  // The last request printed or cancelled: a newer one opens the dialog.
  const [answered, setAnswered] = useState(0);

  if (results.status !== 'results' || profile === null) return null;
  // The list's order: the sort chosen (largest amount first for a budget, cheapest first for an
  // amount), the products that write what was asked before those that do not.
  const shown = showResults(results.products, view.sort, noFilters);
  const ordered = [...shown.writes, ...shown.others];
  const chosen = ordered.filter((p) => view.compared.includes(p.id));
  return (
    <PrintSummaryDialog
      isOpen={request > answered}
      onClose={() => setAnswered(request)}
      isStale={isStale}
      summary={{
        profile: profileRows(profile),
        reading: results.reading,
        products: chosen.length > 0 ? chosen : ordered.slice(0, TOP_PRODUCTS_PRINTED),
        selection: chosen.length > 0 ? 'chosen' : 'top',
        declined: results.declined ?? [],
      }}
    />
  );
}
