import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Prose } from '../../components/Prose/Prose';

export function PrivacyPage() {
  return (
    <>
      <PageHeader title="Privacy Policy" subtitle="What happens to the information you enter" />
      <Prose>
        <h2>Client health information</h2>
        <p>
          The health profile you enter on the search page is sent only to this application&apos;s product search
          endpoint, which uses it to rank products and returns the list. The endpoint does not store the profile
          and does not write it to any log. Nothing you enter is sent to a carrier or any other party.
        </p>
        <h2>Admin area</h2>
        <p>
          Uploaded file records, spreadsheet connections, training runs and training settings live only in this
          browser session. File contents are never read or sent anywhere; only the file name, type, size and date
          are kept, and they are gone when the session ends.
        </p>
        <h2>Cookies and tracking</h2>
        <p>The application sets no tracking cookies and loads no third-party scripts or fonts.</p>
      </Prose>
    </>
  );
}
