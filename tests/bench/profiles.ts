/** Representative health profiles for the benchmark, from the easy case to the long, messy one. */
import type { ClientProfile } from '../../src/engine';

const base: ClientProfile = {
  age: '35',
  gender: 'male',
  height: `5'10"`,
  weight: '170',
  smoker: false,
  medications: '',
  medicalConditions: '',
  familyHistory: '',
};

export interface NamedProfile {
  name: string;
  profile: ClientProfile;
}

export const benchProfiles: readonly NamedProfile[] = [
  { name: 'healthy-35', profile: { ...base } },
  {
    name: 'lantus-mi-68',
    profile: { ...base, age: '68', gender: 'female', height: `5'4"`, weight: '165', medications: 'Lantus', medicalConditions: 'heart attack 18 months ago' },
  },
  {
    name: 'smoker-copd-55',
    profile: { ...base, age: '55', height: `5'9"`, weight: '190', smoker: true, medications: 'albuterol\nSpiriva', medicalConditions: 'COPD' },
  },
  { name: 'heavy-45', profile: { ...base, age: '45', height: `5'10"`, weight: '293' } },
  { name: 'dialysis-85', profile: { ...base, age: '85', gender: 'female', height: `5'2"`, weight: '130', medicalConditions: 'on dialysis' } },
  {
    name: 'multi-typo-60',
    profile: {
      ...base,
      age: '60',
      height: `6'0"`,
      weight: '215',
      medications: 'metformin\nlisinopril\natorvastatin\nvitamin D',
      medicalConditions: 'diabeties diagnosed 2015\nhigh blood pressure\nhigh cholesterol\nsleep apnea, uses CPAP\nsprained wrist skiing last winter',
      familyHistory: 'father had a heart attack at 52\nmother breast cancer at 60',
    },
  },
];

/** The body the server benchmark posts: the 68-year-old on Lantus. */
export const searchBodyProfile: ClientProfile = benchProfiles[1]!.profile;
