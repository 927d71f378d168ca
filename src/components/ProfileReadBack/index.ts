export { ProfileReadBack, type ProfileReadBackProps } from './ProfileReadBack';
export { conditionGrades, type ConditionGrade, type ProfileReadingView, type ReadCondition, type ReadMedication, type ReadingField } from './reading';
