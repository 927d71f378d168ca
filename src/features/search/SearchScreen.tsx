import { useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Card } from '../../components/Card/Card';
import { HealthProfileForm } from '../../components/HealthProfileForm/HealthProfileForm';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import type { ProductResult } from '../../components/ProductCard/product';
import { ProductDetailsDialog } from '../../components/ProductDetailsDialog/ProductDetailsDialog';
import { SearchResults } from '../../components/SearchResults/SearchResults';
import { profileAtom, resultsAtom, runSearchAtom } from './atoms';
import { validateHealthProfile } from './schema';
import * as styles from './SearchScreen.css';

/** Search Products (/search): the health profile on the left, the ranked products on the right. */
export function SearchScreen() {
  const [profile, setProfile] = useAtom(profileAtom);
  const results = useAtomValue(resultsAtom);
  const runSearch = useSetAtom(runSearchAtom);
  const [details, setDetails] = useState<ProductResult | null>(null);

  return (
    <>
      <PageHeader
        title="Insurance Product Search"
        subtitle="Enter the client's health information to find matching insurance products"
      />
      <div className={styles.layout}>
        <Card title="Health Information" description="Required fields are marked with *">
          <HealthProfileForm
            values={profile}
            onChange={setProfile}
            validate={validateHealthProfile}
            onSubmit={(values) => void runSearch(values)}
            isProcessing={results.status === 'loading'}
          />
        </Card>
        <SearchResults
          state={results}
          onViewDetails={setDetails}
          footnote="Products and scores come from an illustrative sample catalog, not any carrier's underwriting. Confirm eligibility with the carrier."
        />
      </div>
      <ProductDetailsDialog product={details} onClose={() => setDetails(null)} />
    </>
  );
}
