export { ProfileReadBack, type ProfileReadBackProps } from './ProfileReadBack';
