/** How the search read a health profile: what the agent checks, and corrects the form from. */
export const conditionGrades = ['minor', 'moderate', 'serious', 'critical'] as const;
export type ConditionGrade = (typeof conditionGrades)[number];

export interface ReadCondition {
  /** The condition as recognised. */
  name: string;
  /** What the agent wrote (or the medication it was implied by). */
  written: string;
  /** When it was diagnosed or treated, as read; empty when no date was given. */
  date: string;
  grade: ConditionGrade;
  source: 'listed' | 'medication';
}

export interface ReadMedication {
  written: string;
  /** The medication as recognised. */
  name: string;
  /** The conditions it points to. */
  suggests: readonly string[];
  status: 'confirms' | 'suggests' | 'ambiguous' | 'no-weight';
}

export type ReadingField = 'medicalConditions' | 'medications' | 'familyHistory';

export interface ProfileReadingView {
  conditions: readonly ReadCondition[];
  medications: readonly ReadMedication[];
  /** Conditions written as absent ("HIV negative"). */
  ruledOut: readonly { written: string; name: string }[];
  /** What to ask the client, each naming its possible answers. */
  questions: readonly string[];
  /** Lines, or words of a line, that were not understood. */
  unrecognised: readonly { field: ReadingField; written: string; words: readonly string[] }[];
  tobacco: string;
  build: string;
  family: readonly string[];
}
