import { PageHeader } from '../../components/PageHeader/PageHeader';

/** Search Products (/search). The form and results arrive with the search issue. */
export function SearchScreen() {
  return (
    <PageHeader
      title="Insurance Product Search"
      subtitle="Enter the client's health information to find matching insurance products"
    />
  );
}
