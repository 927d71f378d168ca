import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Prose } from '../../components/Prose/Prose';
import { Link } from '../../components/Link/Link';

export function AboutPage() {
  return (
    <>
      <PageHeader title="About" subtitle="What Insurance AI Navigator is and what it is not" />
      <Prose>
        <p>
          Insurance AI Navigator helps insurance agents find products that fit a client. The agent enters the
          client&apos;s health profile (age, sex, height, weight, tobacco use, medications, medical conditions and
          family history) on the <Link href="/search">Search Products</Link> page and receives a list of products
          from approved carriers, ranked by a match score.
        </p>
        <h2>Sample data</h2>
        <p>
          The product catalog behind the search is an illustrative sample built for this application. It is not
          any carrier&apos;s underwriting guide, rate table or offer, and a match score is not a quote or a
          decision. Always confirm eligibility with the carrier before advising a client.
        </p>
        <p>
          The figures on the dashboard and everything in the admin area (documents, spreadsheet connections,
          training runs and model metrics) are simulated sample data that live only in your browser.
        </p>
        <h2>Approved carriers</h2>
        <p>
          American Amicable, American General/Corebridge, Americo, Fidelity and Guaranty, Foresters, Mutual of
          Omaha, SBLI, Transamerica and United Home Life.
        </p>
      </Prose>
    </>
  );
}
