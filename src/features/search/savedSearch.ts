/**
 * What the search screen keeps for the tab, so a reload, a Back from another site or a tap made
 * before the app finished loading finds the client as the agent left them: the form, the results
 * shown, the profile they answer, the answers given and how the results are looked at. In
 * sessionStorage only (this tab, gone when it closes): never localStorage, never the address. Each
 * is read through a schema, built only when something stored is read; a value that does not parse
 * (an older version, a search still loading) falls back to the start.
 */
import * as z from 'zod/mini';
import { declineSchema, healthProfileSchema, productListSchema, readingSchema, kindGroups } from '../../contract';
import type { HealthProfileValues } from '../../components/HealthProfileForm/HealthProfileForm';
import type { SearchResultsState } from '../../components/SearchResults/SearchResults';
import { resultLayouts, resultSorts } from '../../components/SearchResults/view';

export const formValuesSchema = (): z.ZodMiniType<HealthProfileValues> =>
  z.object({
    age: z.string(),
    gender: z.string(),
    height: z.string(),
    weight: z.string(),
    smoker: z.boolean(),
    medications: z.string(),
    medicalConditions: z.string(),
    familyHistory: z.string(),
    coverageAmount: z.optional(z.string()),
    quoteBy: z.optional(z.string()),
    monthlyBudget: z.optional(z.string()),
    termYears: z.optional(z.string()),
    coverageKind: z.optional(z.string()),
  });

/** The results as shown: an answer (offers or none), or ready; a search in flight or failed is not kept. */
export const resultsStateSchema = (): z.ZodMiniType<SearchResultsState> => {
  const details = { declined: z.optional(z.array(declineSchema)), reading: z.optional(readingSchema) };
  return z.union([
    z.object({ status: z.literal('ready') }),
    z.object({ status: z.literal('results'), products: productListSchema, isSample: z.optional(z.boolean()), isWhole: z.optional(z.boolean()), ...details }),
    z.object({ status: z.literal('empty'), ...details }),
  ]) as unknown as z.ZodMiniType<SearchResultsState>;
};

export const searchedProfileSchema = () => z.nullable(healthProfileSchema);

export const searchedValuesSchema = () => z.nullable(formValuesSchema());

export const givenAnswersSchema = () =>
  z.object({
    answers: z.record(z.string(), z.string()),
    for: z.nullable(z.object({ medications: z.string(), medicalConditions: z.string() })),
  });

export const resultsViewSchema = () =>
  z.object({
    sort: z.enum(resultSorts),
    compared: z.array(z.string()),
    layout: z.enum(resultLayouts),
    filters: z.object({ kinds: z.array(z.enum(kindGroups)), carriers: z.array(z.string()) }),
    message: z.optional(z.string()),
  });
