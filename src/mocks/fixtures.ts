/** Products for stories and tests: one per score band edge, with and without exclusions. */
import type { Product } from '../features/search/schema';

const base = {
  description: 'Level premiums for the full term, with an option to convert to permanent coverage without a new exam.',
  features: [
    { feature: 'Coverage', value: '$100,000 – $2,000,000' },
    { feature: 'Term lengths', value: '10, 15, 20, 30 years' },
    { feature: 'Issue ages', value: '18 – 75' },
  ],
  qualifications: ['Build within the standard height and weight chart', 'Blood pressure controlled for 12 months'],
};

export const sampleResults: Product[] = [
  {
    ...base,
    id: 'p-01',
    name: 'Term Life Express 20',
    carrierName: 'Mutual of Omaha',
    matchScore: 95,
    exclusions: ['Insulin-treated diabetes diagnosed before age 40', 'Any cancer treatment in the last 5 years'],
    reasons: ['Age 45 is inside issue ages 18–75', 'Hypertension, controlled: accepted at standard rates', 'Build inside the preferred chart'],
  },
  {
    ...base,
    id: 'p-02',
    name: 'Trendsetter Super 30',
    carrierName: 'Transamerica',
    matchScore: 90,
    exclusions: [],
  },
  {
    ...base,
    id: 'p-03',
    name: 'Eagle Select Term',
    carrierName: 'Americo',
    matchScore: 89,
    exclusions: ['COPD or emphysema'],
  },
  {
    ...base,
    id: 'p-04',
    name: 'Senior Choice Graded',
    carrierName: 'American Amicable',
    matchScore: 70,
    exclusions: ['Death from natural causes in the first two years returns premiums plus interest'],
  },
  {
    ...base,
    id: 'p-05',
    name: 'Guaranteed Issue Whole Life',
    carrierName: 'Americo',
    matchScore: 69,
    exclusions: [],
  },
];

/** A filled-in, valid health profile as the form holds it. */
export const sampleProfile = {
  age: '45',
  gender: 'male',
  height: "5'10''",
  weight: '180',
  smoker: false,
  medications: 'Lisinopril 10mg',
  medicalConditions: 'Hypertension, diagnosed 2019, controlled',
  familyHistory: 'Father: heart disease at 62',
};
