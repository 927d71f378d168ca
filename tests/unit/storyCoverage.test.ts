/**
 * Every component in src/components has stories of its own, titled `Components/<Name>`: a designer
 * finds each piece in the workbench, and its states are checked in the browser. A folder holds a
 * component when it has a .tsx file; theme/ and format/ hold shared styles and helpers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const components = readdirSync('src/components', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(`src/components/${entry.name}`).some((file) => file.endsWith('.tsx')))
  .map((entry) => entry.name);

const titles = readdirSync('stories', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.stories.tsx'))
  .flatMap((entry) => [...readFileSync(`${entry.parentPath}/${entry.name}`, 'utf8').matchAll(/title: '([^']+)'/g)].map((match) => match[1]));

describe('the workbench', () => {
  it('finds the components and the stories', () => {
    expect(components.length).toBeGreaterThan(30);
    expect(titles.length).toBeGreaterThan(30);
  });

  it.each(components)('has stories of its own for %s', (name) => {
    expect(titles).toContain(`Components/${name}`);
  });
});
