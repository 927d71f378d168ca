import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Icon } from '../Icon/Icon';
import { InfoList } from '../InfoList/InfoList';
import { Link } from '../Link/Link';
import { TextField } from '../TextField/TextField';
import * as styles from './SheetConnectionCard.css';

export interface SheetConnectionView {
  connected: boolean;
  /** Display text of the last sync, or null when never synced. */
  lastSync: string | null;
  rowCount: number;
  url: string;
  sheetName: string;
}

export interface SheetConnectionCardProps {
  /** Section title, e.g. "Medical Conditions Database". */
  title: string;
  /** What a row is: "conditions", "products", "carriers". */
  rowLabel: string;
  connection: SheetConnectionView;
  /** Tries to connect; returns an error message to show, or nothing on success. */
  onConnect: (input: string) => string | undefined;
  onDisconnect: () => void;
}

/** One spreadsheet connection: its status, details, and a form to connect a sheet by URL or ID. */
export function SheetConnectionCard({ title, rowLabel, connection, onConnect, onDisconnect }: SheetConnectionCardProps) {
  const [input, setInput] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = onConnect(input);
    setError(message);
    if (!message) setInput('');
  };

  return (
    <Card
      title={title}
      headingLevel={3}
      aside={
        <div className={styles.head}>
          <Badge tone={connection.connected ? 'success' : 'neutral'} icon={<Icon name={connection.connected ? 'check' : 'link'} size={14} />}>
            {connection.connected ? 'Connected' : 'Not Connected'}
          </Badge>
          {connection.connected ? (
            <Button variant="danger" size="sm" onPress={onDisconnect} aria-label={`Disconnect ${title}`}>
              Disconnect
            </Button>
          ) : null}
        </div>
      }
    >
      {connection.connected ? (
        <div className={styles.details}>
          <InfoList
            items={[
              { label: 'Sheet', value: connection.sheetName },
              { label: 'Last synced', value: connection.lastSync ?? 'Never' },
              { label: 'Rows', value: `${connection.rowCount} ${rowLabel}` },
            ]}
          />
          <Link href={connection.url} target="_blank" rel="noreferrer">
            Open {connection.sheetName} (opens in a new tab)
          </Link>
        </div>
      ) : null}
      <Form className={styles.form} onSubmit={submit} validationBehavior="aria" aria-label={`Connect ${title}`}>
        <div className={styles.input}>
          <TextField
            label="Google Sheet URL or ID"
            placeholder="https://docs.google.com/spreadsheets/d/…"
            value={input}
            onChange={(value) => {
              setInput(value);
              setError(undefined);
            }}
            errorMessage={error}
          />
        </div>
        <Button type="submit" className={styles.submit}>
          Connect Sheet
        </Button>
      </Form>
    </Card>
  );
}
