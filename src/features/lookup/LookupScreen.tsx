import { memo, useCallback, useDeferredValue, useEffect, useMemo, useSyncExternalStore } from 'react';
import { getDefaultStore, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { LookupField, type LookupProfile } from '../../components/LookupField/LookupField';
import { withTermReplaced } from '../../components/LookupField/terms';
import { LookupResults } from '../../components/LookupResults/LookupResults';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { lookupQueryString } from '../../contract';
import { lookupHandoffAtom } from '../lookupHandoff';
import { lookupMessagesAtom, lookupProfileAtom, lookupResultsAtom, lookupSuggestionsAtom, lookupTextAtom, runLookupAtom } from './atoms';
import { handoffOf } from './handoff';
import { addressOfTerms, takeServedLookup, textOfAddress } from './servedLookup';
import * as styles from './LookupScreen.css';

// A page the server answered for an address (`/lookup?q=…`) carries its answer: the store starts
// from it before the screen's first render, so the screen hydrates exactly as it was sent.
takeServedLookup(getDefaultStore());

/**
 * Drug and Condition Lookup (/lookup): what was looked up, and every product's outcome for it. Each
 * part reads only what it shows, so a keystroke renders the field (and the answer marked updating),
 * and an answer renders what changed in it: the field again only when its suggestions or messages do.
 * The parts are memoised: the address following the terms renders this screen, not them.
 */
export function LookupScreen() {
  const store = useStore();
  const runLookup = useSetAtom(runLookupAtom);
  const setText = useSetAtom(lookupTextAtom);
  const [params] = useSearchParams();

  // The address names the terms when opened from a link: it wins over what the store held. The
  // page the server answered already holds that answer.
  useEffect(() => {
    const text = store.get(lookupTextAtom);
    const results = store.get(lookupResultsAtom);
    const addressed = textOfAddress(params);
    if (addressed !== '' && addressed !== text) setText(addressed);
    if ((addressed !== '' && addressed !== text) || (results.status !== 'answer' && (addressed || text))) void runLookup();
    // Once, as the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A suggestion pressed for a term not found takes its place in the field as it is then.
  const onSuggestionPress = useCallback(
    (written: string, name: string) => {
      store.set(lookupTextAtom, withTermReplaced(store.get(lookupTextAtom), written, name));
      void runLookup();
    },
    [store, runLookup],
  );

  return (
    <>
      <PageHeader title="Drug and Condition Lookup" subtitle="Which products take a drug or a condition, at which benefit, after how long" />
      <AddressFollowsTerms />
      <div className={styles.layout}>
        <Card title="Look up">
          <LookupForm />
        </Card>
        <CarryIntoSearch />
        <LookupAnswerArea onSuggestionPress={onSuggestionPress} />
      </div>
    </>
  );
}

/**
 * The terms in the address as the agent types, so the page can be shared or reloaded: replaced,
 * not pushed (Back leaves the lookup), once typing pauses, so the shell's render for the new
 * address never shares a frame with a keystroke's answer.
 */
const AddressFollowsTerms = memo(function AddressFollowsTerms() {
  const text = useAtomValue(lookupTextAtom);
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const query = addressOfTerms(text);
    if (query === lookupQueryString({ q: params.getAll('q') })) return;
    const timer = setTimeout(() => setParams(query, { replace: true, preventScrollReset: true }), ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, params, setParams]);
  return null;
});

/** The field and the client's details: rendered for a keystroke, and for an answer only when its suggestions or messages change. */
const LookupForm = memo(function LookupForm() {
  const [text, setText] = useAtom(lookupTextAtom);
  const [profile, setProfile] = useAtom(lookupProfileAtom);
  // A new answer paints first; its list of suggestions follows in a background render, which the
  // next keystroke interrupts (opening the list is the costliest render a keystroke's answer brings).
  const suggestions = useDeferredValue(useAtomValue(lookupSuggestionsAtom));
  const messages = useAtomValue(lookupMessagesAtom);
  const runLookup = useSetAtom(runLookupAtom);
  // The client's details wait for the app: the plain form (before or without JavaScript) is a GET,
  // and they must never reach its address.
  // Hydrated with the server's value (false), then the app's (true).
  const awake = useSyncExternalStore(noSubscription, () => true, () => false);
  const onChange = useCallback(
    (value: string) => {
      setText(value);
      void runLookup();
    },
    [setText, runLookup],
  );
  const onProfileChange = useCallback(
    (next: LookupProfile) => {
      setProfile(next);
      void runLookup();
    },
    [setProfile, runLookup],
  );
  const onSubmit = useCallback(() => void runLookup(), [runLookup]);
  return (
    <LookupField
      value={text}
      onChange={onChange}
      suggestions={suggestions}
      profile={profile}
      onProfileChange={onProfileChange}
      isProfileDisabled={!awake}
      errorMessage={messages.q}
      ageErrorMessage={messages.age}
      onSubmit={onSubmit}
    />
  );
});

/** `Carry into a search`, once a term is found: the terms and the client's details go to the search form. */
const CarryIntoSearch = memo(function CarryIntoSearch() {
  const results = useAtomValue(lookupResultsAtom);
  const profile = useAtomValue(lookupProfileAtom);
  const setHandoff = useSetAtom(lookupHandoffAtom);
  const navigate = useNavigate();
  const answer = results.status === 'answer' ? results.answer : null;
  const handoff = useMemo(() => (answer ? handoffOf(answer, profile) : null), [answer, profile]);
  if (!handoff) return null;
  const carry = () => {
    setHandoff(handoff);
    void navigate('/search');
  };
  return (
    <div className={styles.carry}>
      <Button variant="secondary" onPress={carry}>
        Carry into a search
      </Button>
      <p className={styles.carryNote}>Opens Search Products with these as the medications and conditions.</p>
    </div>
  );
});

/** The answer area: rendered for each new state of the answer (its parts that did not change are kept). */
const LookupAnswerArea = memo(function LookupAnswerArea({ onSuggestionPress }: { onSuggestionPress: (written: string, name: string) => void }) {
  const results = useAtomValue(lookupResultsAtom);
  return <LookupResults state={results} onSuggestionPress={onSuggestionPress} />;
});

const noSubscription = () => () => {};

/** How long typing pauses before the address follows it. */
const ADDRESS_DELAY_MS = 250;
