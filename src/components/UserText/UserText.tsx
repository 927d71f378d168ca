import { revealBidiControls } from './revealBidiControls';

export interface UserTextProps {
  /** Text the app did not write: a file name, what the agent typed, a sheet's product name. */
  children: string;
}

/**
 * Text from a user or a spreadsheet, set apart from the app's own words: a `<bdi>` isolates its
 * direction (right-to-left text cannot reorder the sentence around it), and explicit bidi controls
 * inside it are shown as code points instead of being obeyed.
 */
export function UserText({ children }: UserTextProps) {
  return <bdi>{revealBidiControls(children)}</bdi>;
}
