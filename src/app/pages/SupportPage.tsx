import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Prose } from '../../components/Prose/Prose';
import { Link } from '../../components/Link/Link';

export function SupportPage() {
  return (
    <>
      <PageHeader title="Support" subtitle="Help with Insurance AI Navigator" />
      <Prose>
        <h2>Searching for products</h2>
        <ul>
          <li>Age, gender, height and weight are required; everything else is optional but improves the match.</li>
          <li>Enter medications and medical conditions one per line. Add the diagnosis date and severity where known.</li>
          <li>Results are sorted by match score: 90% or more is a strong match, 70–89% a fair one.</li>
        </ul>
        <h2>The admin area</h2>
        <p>
          Uploads, spreadsheet connections and training runs in the <Link href="/admin">Admin Panel</Link> are
          simulated in your browser session; they do not change search results.
        </p>
        <h2>Still stuck?</h2>
        <p>
          Contact the administrator who set up Insurance AI Navigator for your agency, and say which page you were
          on and what you expected to see. Never include a client&apos;s health details in a support request.
        </p>
      </Prose>
    </>
  );
}
