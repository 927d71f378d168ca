import { within } from 'storybook/test';

type Canvas = ReturnType<typeof within>;
/** The play context's user: only typing and clicking are needed. */
type User = {
  type: (element: Element, text: string) => Promise<void>;
  click: (element: Element) => Promise<void>;
};

export interface ProfileInput {
  age?: string;
  gender?: 'Male' | 'Female' | 'Other';
  height?: string;
  weight?: string;
  smoker?: boolean;
  medications?: string;
  medicalConditions?: string;
  familyHistory?: string;
  coverageAmount?: string;
}

/** Types a health profile into the form the way an agent would. */
export async function fillProfile(canvas: Canvas, user: User, input: ProfileInput) {
  if (input.age !== undefined) await user.type(canvas.getByRole('textbox', { name: /Age/ }), input.age);
  if (input.gender) await user.click(canvas.getByRole('radio', { name: input.gender }));
  if (input.height !== undefined) await user.type(canvas.getByRole('textbox', { name: /Height/ }), input.height);
  if (input.weight !== undefined) await user.type(canvas.getByRole('textbox', { name: /Weight/ }), input.weight);
  if (input.smoker) await user.click(canvas.getByRole('checkbox', { name: 'Smoker' }));
  if (input.medications) await user.type(canvas.getByRole('textbox', { name: 'Medications' }), input.medications);
  if (input.medicalConditions) {
    await user.type(canvas.getByRole('textbox', { name: 'Medical Conditions' }), input.medicalConditions);
  }
  if (input.familyHistory) await user.type(canvas.getByRole('textbox', { name: 'Family History' }), input.familyHistory);
  if (input.coverageAmount) await user.type(canvas.getByRole('textbox', { name: /Coverage amount/ }), input.coverageAmount);
}

export const validInput: ProfileInput = {
  age: '45',
  gender: 'Male',
  height: "5'10''",
  weight: '180',
  medicalConditions: 'Hypertension, diagnosed 2019, controlled',
};

/** Presses the form's submit button, as the agent would. */
export const submitSearch = async (canvas: Canvas, user: Pick<User, 'click'>) =>
  user.click(canvas.getByRole('button', { name: 'Find Insurance Products' }));
