/** The client the early and posted search tests type, and what the engine offers them. Shared by those e2e files. */
import type { Page } from 'playwright-core';
import { assessProfile, defaultCatalog } from '../../src/engine';

export const client = {
  age: '67',
  height: `5'9"`,
  weight: '205',
  medications: 'metformin 500mg\nlisinopril 10mg',
  medicalConditions: 'type 2 diabetes, diagnosed 2015, controlled',
};

/** The client as the engine reads them. */
export const clientProfile = { age: '67', gender: 'male' as const, height: client.height, weight: client.weight, smoker: false, medications: client.medications, medicalConditions: client.medicalConditions, familyHistory: '' };

/** What the engine offers this client: the count the screen must show. */
export const expectedCount = assessProfile(clientProfile, { catalog: defaultCatalog(), now: new Date() }).offered.length;

export async function fillProfile(page: Page) {
  await page.getByRole('textbox', { name: /^Age/ }).fill(client.age);
  await page.getByText('Male', { exact: true }).click();
  await page.getByRole('textbox', { name: /^Height/ }).fill(client.height);
  await page.getByRole('textbox', { name: /^Weight/ }).fill(client.weight);
  await page.getByRole('textbox', { name: 'Medications' }).fill(client.medications);
  await page.getByRole('textbox', { name: 'Medical Conditions' }).fill(client.medicalConditions);
}

export const searchHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Insurance Product Search' });
