import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getDefaultStore, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { LookupField, type LookupProfile } from '../../components/LookupField/LookupField';
import { withTermReplaced } from '../../components/LookupField/terms';
import { LookupResults, type LookupResultsState } from '../../components/LookupResults/LookupResults';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { lookupQueryString, splitLookupTerms, type LookupSuggestion } from '../../contract';
import { lookupHandoffAtom } from '../lookupHandoff';
import { lookupMessagesAtom, lookupProfileAtom, lookupResultsAtom, lookupTextAtom, runLookupAtom } from './atoms';
import { handoffOf } from './handoff';
import { takeServedLookup, textOfAddress } from './servedLookup';
import * as styles from './LookupScreen.css';

// A page the server answered for an address (`/lookup?q=…`) carries its answer: the store starts
// from it before the screen's first render, so the screen hydrates exactly as it was sent.
takeServedLookup(getDefaultStore());

/** Drug and Condition Lookup (/lookup): what was looked up, and every product's outcome for it. */
export function LookupScreen() {
  const [text, setText] = useAtom(lookupTextAtom);
  const [profile, setProfile] = useAtom(lookupProfileAtom);
  const results = useAtomValue(lookupResultsAtom);
  const messages = useAtomValue(lookupMessagesAtom);
  const runLookup = useSetAtom(runLookupAtom);
  const setHandoff = useSetAtom(lookupHandoffAtom);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // The client's details wait for the app: the plain form (before or without JavaScript) is a GET,
  // and they must never reach its address.
  // Hydrated with the server's value (false), then the app's (true).
  const awake = useSyncExternalStore(noSubscription, () => true, () => false);

  // The address names the terms when opened from a link: it wins over what the store held. The
  // page the server answered already holds that answer.
  useEffect(() => {
    const addressed = textOfAddress(params);
    if (addressed !== '' && addressed !== text) setText(addressed);
    if ((addressed !== '' && addressed !== text) || (results.status !== 'answer' && (addressed || text))) void runLookup();
    // Once, as the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The terms in the address as the agent types, so the page can be shared or reloaded: replaced,
  // not pushed (Back leaves the lookup), once typing pauses, so the shell's render for the new
  // address never shares a frame with a keystroke's answer.
  useEffect(() => {
    const query = lookupQueryString({ q: splitLookupTerms(text) });
    if (query === lookupQueryString({ q: params.getAll('q') })) return;
    const timer = setTimeout(() => setParams(query, { replace: true, preventScrollReset: true }), ADDRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, params, setParams]);

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
  const onSuggestionPress = useCallback((written: string, name: string) => onChange(withTermReplaced(text, written, name)), [onChange, text]);

  const handoff = results.status === 'answer' ? handoffOf(results.answer, profile) : null;
  const carry = () => {
    if (!handoff) return;
    setHandoff(handoff);
    void navigate('/search');
  };

  return (
    <>
      <PageHeader title="Drug and Condition Lookup" subtitle="Which products take a drug or a condition, at which benefit, after how long" />
      <div className={styles.layout}>
        <Card title="Look up">
          <LookupField
            value={text}
            onChange={onChange}
            suggestions={suggestionsOf(results)}
            profile={profile}
            onProfileChange={onProfileChange}
            isProfileDisabled={!awake}
            errorMessage={messages.q}
            ageErrorMessage={messages.age}
            onSubmit={() => void runLookup()}
          />
        </Card>
        {handoff ? (
          <div className={styles.carry}>
            <Button variant="secondary" onPress={carry}>
              Carry into a search
            </Button>
            <p className={styles.carryNote}>Opens Search Products with these as the medications and conditions.</p>
          </div>
        ) : null}
        <LookupResults state={results} onSuggestionPress={onSuggestionPress} />
      </div>
    </>
  );
}

const noSubscription = () => () => {};

/** How long typing pauses before the address follows it. */
const ADDRESS_DELAY_MS = 250;

/** The names to suggest: those for the term being typed (the last), while it is not found yet. */
function suggestionsOf(results: LookupResultsState): readonly LookupSuggestion[] {
  const last = results.status === 'answer' ? results.answer.terms[results.answer.terms.length - 1] : undefined;
  return last?.read === 'not-found' ? last.suggestions : none;
}

const none: readonly LookupSuggestion[] = [];
