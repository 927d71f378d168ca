import { Alert } from '../Alert/Alert';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { ClientSummary, PrintOnly, type ClientSummaryProps, type SummaryCopy } from '../ClientSummary/ClientSummary';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { TextField } from '../TextField/TextField';
import * as dialog from '../ProductDetailsDialog/ProductDetailsDialog.css';
import * as styles from './PrintSummaryDialog.css';

/** What the summary says whoever prints it: everything but the names, the copy and the day. */
export type SummaryContent = Omit<ClientSummaryProps, 'date' | 'copy' | 'clientName' | 'agentName' | 'agentPhone' | 'agentLicence' | 'healthDetails'>;

export interface PrintSummaryDialogProps {
  isOpen: boolean;
  /** The dialog closed: printed, or cancelled (Cancel, Escape). */
  onClose: () => void;
  summary: SummaryContent;
  /** The form has changed since the search: the summary is for the profile as it was searched, and the dialog says so. */
  isStale?: boolean;
}

/** How the agent can be reached, as typed: kept for the next print while the screen is open, never stored. */
interface AgentContact {
  agentName: string;
  agentPhone: string;
  agentLicence: string;
}

/** One summary on its way to paper: the names and contact as typed, the copy chosen, the day. */
interface PrintJob extends AgentContact {
  clientName: string;
  copy: SummaryCopy;
  /** The health text and what was read from it on the client's copy (ClientSummary puts it on the agent's always). */
  healthDetails: boolean;
  date: Date;
}

const copyOptions = [
  { value: 'client', label: 'Client copy' },
  { value: 'agent', label: 'Agent copy (with the products not offered)' },
] as const satisfies readonly { value: SummaryCopy; label: string }[];

/**
 * "Print a client summary": the client's and the agent's names (optional) and which copy, then the
 * summary with them and the browser's print dialog. The names live in this component's state only:
 * the fields go with the dialog, the summary with the printing (`afterprint`); nothing is stored or
 * sent, and the browser is asked not to remember or spell-check them.
 */
export function PrintSummaryDialog({ isOpen, onClose, summary, isStale = false }: PrintSummaryDialogProps) {
  const [job, setJob] = useState<PrintJob | null>(null);
  // The agent's contact carries over from one print to the next (memory only, this screen's life).
  const [contact, setContact] = useState<AgentContact>({ agentName: '', agentPhone: '', agentLicence: '' });
  const overlay = useRef<HTMLDivElement>(null);
  // A browser that never said the last printing was done: its names go when the dialog reopens.
  if (isOpen && job !== null) setJob(null);

  // Prints once the dialog has left the page, so it is not printed, and a frame later, once React
  // Aria has put the focus back on what opened it (it does so in the frame after the dialog goes).
  // The summary goes when the printing is done.
  useEffect(() => {
    if (job === null) return;
    const done = () => setJob(null);
    let closedFrames = 0;
    let frame = requestAnimationFrame(function whenClosed() {
      closedFrames = overlay.current?.isConnected ? 0 : closedFrames + 1;
      if (closedFrames < 2) {
        frame = requestAnimationFrame(whenClosed);
        return;
      }
      window.addEventListener('afterprint', done, { once: true });
      window.print();
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [job]);

  const print = (asked: Omit<PrintJob, 'date'>) => {
    setContact({ agentName: asked.agentName, agentPhone: asked.agentPhone, agentLicence: asked.agentLicence });
    setJob({ ...asked, date: new Date() });
    onClose();
  };

  return (
    <>
      <ModalOverlay
        ref={overlay}
        isOpen={isOpen}
        onOpenChange={(open) => (open ? undefined : onClose())}
        isDismissable
        className={dialog.overlay}
      >
        <Modal className={styles.modal}>
          <Dialog className={dialog.dialog}>
            <Heading slot="title" className={dialog.title}>
              Print a client summary
            </Heading>
            {isStale ? (
              <Alert title="The form has changed since this search" tone="warning" live={false}>
                This summary is for the profile as it was searched. To print the changed profile, close this and select Find Insurance Products first.
              </Alert>
            ) : null}
            <PrintForm onPrint={print} contact={contact} />
          </Dialog>
        </Modal>
      </ModalOverlay>
      {job ? (
        <PrintOnly>
          <ClientSummary {...summary} {...job} />
        </PrintOnly>
      ) : null}
    </>
  );
}

/**
 * The dialog's fields: mounted with the dialog, so each opening starts on the client's copy with a
 * blank client name and no health details; the agent's contact is the last one printed.
 */
function PrintForm({ onPrint, contact }: { onPrint: (job: Omit<PrintJob, 'date'>) => void; contact: AgentContact }) {
  const [clientName, setClientName] = useState('');
  const [agentName, setAgentName] = useState(contact.agentName);
  const [agentPhone, setAgentPhone] = useState(contact.agentPhone);
  const [agentLicence, setAgentLicence] = useState(contact.agentLicence);
  const [copy, setCopy] = useState<SummaryCopy>('client');
  const [healthDetails, setHealthDetails] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onPrint({ clientName: clientName.trim(), agentName: agentName.trim(), agentPhone: agentPhone.trim(), agentLicence: agentLicence.trim(), copy, healthDetails });
  };
  // Names are not for the browser to keep (autocomplete off) nor to send to a spelling service.
  const nameProps = { autoComplete: 'off', spellCheck: 'false', autoCorrect: 'off' } as const;
  return (
    <Form className={styles.form} onSubmit={submit} autoComplete="off">
      <p className={styles.hint}>The names and the contact are printed on this copy only: they are not saved or sent anywhere.</p>
      <div className={styles.names}>
        <TextField label="Client name" value={clientName} onChange={setClientName} maxLength={80} {...nameProps} />
        <TextField label="Agent name" value={agentName} onChange={setAgentName} maxLength={80} {...nameProps} />
        <TextField label="Agent phone" value={agentPhone} onChange={setAgentPhone} maxLength={40} type="tel" {...nameProps} />
        <TextField label="Licence number" value={agentLicence} onChange={setAgentLicence} maxLength={40} {...nameProps} />
      </div>
      <RadioGroup
        label="Copy"
        name="copy"
        orientation="vertical"
        options={copyOptions}
        value={copy}
        onChange={(value) => setCopy(value === 'agent' ? 'agent' : 'client')}
      />
      {copy === 'client' ? (
        <Checkbox
          label="Include health details"
          description="Medications, conditions, family history and how they were read. Left out unless ticked: the client copy leaves the office."
          isSelected={healthDetails}
          onChange={setHealthDetails}
        />
      ) : null}
      <div className={styles.footer}>
        <Button slot="close" variant="secondary">
          Cancel
        </Button>
        <Button type="submit" variant="primary">
          Print
        </Button>
      </div>
    </Form>
  );
}
