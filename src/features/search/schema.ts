/**
 * The one place the search's rules live: the form, the MSW handler and the server all validate
 * with these schemas, and the client parses the server's answer with them.
 */
import { z } from 'zod';
import type { BenefitTier } from '../../components/ProductCard/product';
import { tiers, type Tier } from './engine/types';

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

/** Age must parse as a number greater than 0 and less than 120 (spec §5). */
export function isValidAge(age: string): boolean {
  const n = Number(age.trim());
  return age.trim() !== '' && Number.isFinite(n) && n > 0 && n < 120;
}

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const healthProfileSchema = z.object({
  age: requiredText('Age is required').refine(isValidAge, 'Age must be between 1 and 120'),
  gender: z.enum(genders, { error: 'Gender is required' }),
  height: requiredText('Height is required'),
  weight: requiredText('Weight is required'),
  smoker: z.boolean().default(false),
  medications: z.string().default(''),
  medicalConditions: z.string().default(''),
  familyHistory: z.string().default(''),
});

export type HealthProfile = z.output<typeof healthProfileSchema>;

/** One message per invalid field, the first the schema found, for the form to show. */
export function validateHealthProfile(values: unknown): Partial<Record<keyof HealthProfile, string>> {
  const result = healthProfileSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof HealthProfile, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof HealthProfile | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export const productSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  carrierName: z.string(),
  matchScore: z.number().min(0).max(100),
  description: z.string(),
  features: z.array(z.object({ feature: z.string(), value: z.string() })),
  qualifications: z.array(z.string()),
  exclusions: z.array(z.string()),
  tier: z.enum(tiers).optional(),
  reasons: z.array(z.string()).optional(),
});

export type Product = z.output<typeof productSchema>;

export const productListSchema = z.array(productSchema);

/** The card's tier labels and the engine's tiers are one list: this fails to compile if they drift. */
export const sameTiers: [BenefitTier, Tier] extends [Tier, BenefitTier] ? true : never = true;
