import type { HealthProfileValues } from '../../src/components/HealthProfileForm/HealthProfileForm';

/** What a browser posts for these values: every field by name, the box only when ticked. */
export function posted(values: HealthProfileValues): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (name === 'smoker') {
      if (value) fields.set('smoker', 'on');
    } else fields.set(name, String(value ?? ''));
  }
  return fields;
}
