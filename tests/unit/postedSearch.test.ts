/**
 * The search form posted before or without JavaScript (src/features/search/postedSearch.ts): its
 * fields read back as the form's values, then the screen's own steps (validation, the client with
 * the endpoint's handler as its fetch, the fallbacks), as data the server renders and the browser
 * seeds its store with.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createStore } from 'jotai';
import { handleSearchRequest } from '../../src/api/search';
import { validateHealthProfile } from '../../src/contract';
import { assessProfile, defaultCatalog } from '../../src/engine';
import { asQuoted, emptyHealthProfile, profileValuesFromFields, type HealthProfileValues } from '../../src/components/HealthProfileForm/HealthProfileForm';
import { initialFormErrorsAtom, profileAtom, resultsAtom, searchedProfileAtom } from '../../src/features/search/atoms';
import { answerPostedForm, seedPostedSearch } from '../../src/features/search/postedSearch';
import { anyFormValues, posted } from '../support/postedFields';

/** The endpoint itself, as the server passes it. */
const endpoint: typeof fetch = (input, init) => handleSearchRequest(new Request(new URL(String(input), 'http://localhost'), init));

const text = fc.string({ maxLength: 60, unit: 'binary' });
const formValues = anyFormValues(text, {
  gender: fc.constantFrom('', 'male', 'female', 'other'),
  quoteBy: fc.constantFrom('', 'amount', 'budget', 'premium'),
  termYears: fc.oneof(text, fc.constantFrom('', '10', '20', '30')),
  coverageKind: fc.oneof(text, fc.constantFrom('', 'final-expense', 'term', 'guaranteed-issue', 'permanent')),
});

const client: HealthProfileValues = {
  ...emptyHealthProfile,
  age: '67',
  gender: 'male',
  height: `5'9"`,
  weight: '205',
  medications: 'metformin 500mg',
  medicalConditions: 'type 2 diabetes, controlled',
  coverageAmount: '15000',
};

describe('a posted search form', () => {
  it('reads back exactly the values that were posted, whatever they hold (encoded as a browser does)', () => {
    fc.assert(
      fc.property(formValues, (values) => {
        const body = posted(values).toString();
        expect(profileValuesFromFields(new URLSearchParams(body))).toEqual(values);
      }),
    );
  });

  it('ignores fields the form does not have, and reads a missing one as empty', () => {
    expect(profileValuesFromFields(new URLSearchParams('age=40&role=admin&__proto__=x'))).toEqual({ ...emptyHealthProfile, age: '40' });
  });

  it('answers invalid values with the form\'s own messages and no search', async () => {
    await fc.assert(
      fc.asyncProperty(formValues, async (values) => {
        const fields = posted(values);
        const answer = await answerPostedForm(fields, () => Promise.reject(new Error('no search expected')));
        // Checked as the form checks them: the quote by the way chosen (the other field is not searched).
        const errors = validateHealthProfile(asQuoted(values));
        fc.pre(Object.keys(errors).length > 0);
        expect(answer.errors).toEqual(errors);
        expect(answer.results).toEqual({ status: 'ready' });
        expect(answer.searched).toBeNull();
        expect(answer.values).toEqual(values);
      }),
      { numRuns: 200 },
    );
  });

  it('answers a valid profile with the engine\'s products, whole, and the toast the screen raises', async () => {
    const answer = await answerPostedForm(posted(client), endpoint);
    const { coverageAmount, ...profile } = client;
    const offered = assessProfile({ ...profile, gender: 'male' }, { catalog: defaultCatalog(), coverageAmount: Number(coverageAmount) }).offered;
    expect(answer.errors).toEqual({});
    expect(answer.results.status).toBe('results');
    if (answer.results.status !== 'results') return;
    expect(answer.results.products.map((p) => p.id)).toEqual(offered.map((o) => o.id));
    expect(answer.results.isWhole).toBe(true);
    expect(answer.results.isSample).toBe(false);
    expect(answer.results.products.every((p) => p.quote?.requested === 15000)).toBe(true);
    expect(answer.results.declined?.length).toBe(defaultCatalog().products.length - offered.length);
    // Found: the products that write the $15,000 asked (the others follow them on the screen).
    expect(answer.toasts).toEqual([{ tone: 'success', title: `Found ${offered.filter((o) => o.quote!.inRange).length} matching insurance products` }]);
    expect(answer.searched).toMatchObject({ age: '67', gender: 'male', coverageAmount: 15000 });
  });

  it('falls back as the screen does when the endpoint fails', async () => {
    const failed = await answerPostedForm(posted(client), () => Promise.reject(new TypeError('network down')));
    expect(failed.results).toMatchObject({ status: 'results', isSample: true });
    expect(failed.toasts.map((t) => t.tone)).toEqual(['error', 'success']);
  });

  it('seeds a store with the answer, as the server renders it and the browser hydrates it', async () => {
    const answer = await answerPostedForm(posted({ ...client, age: '' }), endpoint);
    const store = createStore();
    seedPostedSearch(store, answer);
    expect(store.get(profileAtom)).toEqual({ ...client, age: '' });
    expect(store.get(initialFormErrorsAtom)).toEqual({ age: 'Age is required' });
    expect(store.get(resultsAtom)).toEqual({ status: 'ready' });
    expect(store.get(searchedProfileAtom)).toBeNull();
  });
});
