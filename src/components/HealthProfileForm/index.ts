export {
  HealthProfileForm,
  emptyHealthProfile,
  genderOptions,
  type HealthProfileErrors,
  type HealthProfileFormProps,
  type HealthProfileValues,
} from './HealthProfileForm';
