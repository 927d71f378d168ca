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
        <h2>How a match score is made</h2>
        <p>
          A matching engine reads the profile (height and weight in feet and inches, inches, centimetres, pounds
          or kilograms; conditions with their dates and words such as &ldquo;controlled&rdquo; or
          &ldquo;severe&rdquo;; medications, which suggest the conditions they treat; and family history). It first
          leaves out every product the client cannot get: an age outside its issue ages, a condition it declines
          within its look-back, or a build outside its height and weight chart. For the rest it picks the benefit
          tier (level, graded, modified or guaranteed issue) and scores the fit for the client&apos;s age, taking
          points off for a lower tier, the tobacco class, a build near a limit, family history that rules out the
          preferred classes, and each line it could not read. &ldquo;View Full Details&rdquo; on a result lists the
          reasons behind its score.
        </p>
        <h2>Sample data</h2>
        <p>
          The product catalog behind the search is an illustrative sample built for this application: 57 products
          from the nine approved carriers, 187 medical conditions and their usual names, and common medications.
          Its products, rules and build charts are examples, not any carrier&apos;s underwriting guide, rate table
          or offer, and a match score is not a quote or a decision. Always confirm eligibility with the carrier
          before advising a client.
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
