import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { ClientSummary, PrintOnly } from '../../components/ClientSummary/ClientSummary';
import { genderOptions } from '../../components/HealthProfileForm/HealthProfileForm';
import { byLowestPremium, formatAmount } from '../../components/ProductCard/quote';
import { resultsAtom, resultsViewAtom, searchedProfileAtom } from './atoms';
import type { HealthProfile } from '../../contract';

/** How many products the summary lists when none were chosen to compare. */
export const TOP_PRODUCTS_PRINTED = 5;

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean).join('; ');

/** The profile as the search received it, row by row, for paper (never kept anywhere). */
export function profileRows(profile: HealthProfile): { label: string; value: string }[] {
  return [
    { label: 'Age', value: profile.age },
    { label: 'Sex', value: genderOptions.find((g) => g.value === profile.gender)?.label ?? profile.gender },
    { label: 'Height', value: profile.height },
    { label: 'Weight', value: `${profile.weight} lb` },
    { label: 'Smoker', value: profile.smoker ? 'Yes' : 'No' },
    { label: 'Coverage amount', value: profile.coverageAmount === undefined ? 'Not given' : formatAmount(profile.coverageAmount) },
    { label: 'Medications', value: lines(profile.medications) },
    { label: 'Medical conditions', value: lines(profile.medicalConditions) },
    { label: 'Family history', value: lines(profile.familyHistory) },
  ];
}

/**
 * The client summary, on paper only: the products chosen to compare (or the top ones in the
 * list's order), then the browser's print dialog, once per request.
 */
export function PrintSummary({ request }: { request: number }) {
  const results = useAtomValue(resultsAtom);
  const view = useAtomValue(resultsViewAtom);
  const profile = useAtomValue(searchedProfileAtom);

  useEffect(() => {
    window.print();
  }, [request]);

  if (results.status !== 'results' || profile === null) return null;
  const ordered = view.sort === 'premium' ? byLowestPremium(results.products) : results.products;
  const chosen = ordered.filter((p) => view.compared.includes(p.id));
  return (
    <PrintOnly>
      <ClientSummary
        date={new Date()}
        profile={profileRows(profile)}
        reading={results.reading}
        products={chosen.length > 0 ? chosen : ordered.slice(0, TOP_PRODUCTS_PRINTED)}
        selection={chosen.length > 0 ? 'chosen' : 'top'}
        declined={results.declined ?? []}
      />
    </PrintOnly>
  );
}
