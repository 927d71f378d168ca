import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Prose } from '../../components/Prose/Prose';
import { Link } from '../../components/Link/Link';
import { approvedCarrierNames, catalogProductCount } from '../../contract';

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
          or kilograms; every condition on every line with its date and words such as &ldquo;controlled&rdquo; or
          &ldquo;severe&rdquo;, and what a line rules out, such as &ldquo;HIV negative&rdquo;; medications, which
          prove the conditions they treat; tobacco and when the client quit; and family history). A medication
          with several common uses is not assumed at its worst: the results ask what it is taken for. The engine
          first sets aside every product the client cannot get (an age outside its issue ages, a condition or fact
          it declines within its look-back, a build outside its height and weight chart) and says why under
          &ldquo;Not offered&rdquo;. For the rest it picks the benefit tier (level, graded, modified or guaranteed
          issue) and the rate class, and scores the fit for the client&apos;s age, taking points off for a lower
          tier, each condition by its grade, the rate class, a build near a limit, an open question, and each line
          it could not read. Above the results, &ldquo;How the profile was read&rdquo; shows what it understood, so
          a misreading can be corrected; &ldquo;View Full Details&rdquo; on a result lists the reasons behind its
          score.
        </p>
        <h2>Illustrative premiums</h2>
        <p>
          When the agent gives a coverage amount, each offered product shows a monthly premium (and the annual one
          in its details), and the results can be sorted by it, compared side by side and printed as a client
          summary. These premiums are illustrations, not quotes or offers: they come from a simple pricing basis
          built for this application (mortality rising about 9&nbsp;% a year of age, differences by sex, tobacco,
          rate class, benefit tier and product kind, a sample rate level per carrier, a per-policy fee and a monthly
          factor), not from any
          carrier&apos;s rates. The carrier sets the actual premium after its own underwriting.
        </p>
        <h2>Sample data</h2>
        <p>
          The product catalog behind the search is an illustrative sample built for this application: {catalogProductCount} products
          from the nine approved carriers, nearly 200 medical conditions and health facts with their usual names, and
          common medications.
          Its products, rules and build charts are examples, not any carrier&apos;s underwriting guide, rate table
          or offer, and a match score is not a quote or a decision. Always confirm eligibility with the carrier
          before advising a client.
        </p>
        <p>
          The figures on the dashboard and everything in the admin area (documents, spreadsheet connections,
          training runs and model metrics) are simulated sample data that live only in your browser.
        </p>
        <h2>Approved carriers</h2>
        <p>{`${approvedCarrierNames.slice(0, -1).join(', ')} and ${approvedCarrierNames.at(-1)}.`}</p>
      </Prose>
    </>
  );
}
