/**
 * Built-in sample products the client falls back on (docs/product.md §5.3). They are marked as samples wherever
 * they are shown: they are not matches for the client's profile.
 */
import type { Product } from '../../contract';

/** Shown when the endpoint answers but not with success. */
export const unavailableFallbackProducts: readonly Product[] = [
  {
    id: 'sample-term-20',
    name: 'Term Life Select 20',
    carrierName: 'Mutual of Omaha',
    matchScore: 95,
    description: 'Level term life insurance with fixed premiums for the whole term and a conversion option.',
    features: [
      { feature: 'Coverage', value: '$100,000 – $1,000,000' },
      { feature: 'Term lengths', value: '10, 15, 20 or 30 years' },
      { feature: 'Issue ages', value: '18 – 65' },
    ],
    qualifications: ['Ages 18 to 65', 'Stable health conditions accepted', 'Non-smoker and smoker rates'],
    exclusions: ['Suicide within the first two years'],
  },
  {
    id: 'sample-whole-life',
    name: 'Simplified Issue Whole Life',
    carrierName: 'Transamerica',
    matchScore: 87,
    description: 'Permanent coverage with no medical exam, guaranteed level premiums and cash value growth.',
    features: [
      { feature: 'Coverage', value: '$25,000 – $300,000' },
      { feature: 'Term lengths', value: 'Lifetime (whole life)' },
      { feature: 'Issue ages', value: '45 – 85' },
    ],
    qualifications: ['No medical exam', 'Answers to a short health questionnaire'],
    exclusions: [],
  },
];

/** Shown when the call itself fails. */
export const failedFallbackProducts: readonly Product[] = [
  {
    id: 'sample-basic-term',
    name: 'Basic Term Life',
    carrierName: 'SBLI',
    matchScore: 70,
    description: 'Straightforward level term life coverage for a fixed period.',
    features: [
      { feature: 'Coverage', value: '$50,000 – $500,000' },
      { feature: 'Term lengths', value: '10 or 20 years' },
    ],
    qualifications: ['Ages 18 to 60'],
    exclusions: [],
  },
];
