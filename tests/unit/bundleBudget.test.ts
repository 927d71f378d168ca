import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../scripts/manifest';
import { initialFiles, startFiles } from '../budget/bundle-budget';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/Admin.tsx'] },
  '_vendor.js': { file: 'assets/vendor-b.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-c.js', imports: ['_vendor.js'] },
  'src/Admin.tsx': { file: 'assets/Admin-d.js', imports: ['_shared.js', '_big.js'] },
  '_big.js': { file: 'assets/big-e.js' },
  '_style.css': { file: 'assets/style-f.css' },
};

describe('initialFiles', () => {
  it('counts the entry and its static imports, transitively, once each', () => {
    expect(initialFiles(manifest).sort()).toEqual(['assets/index-a.js', 'assets/shared-c.js', 'assets/vendor-b.js']);
  });

  it('leaves out lazy chunks and what only they import', () => {
    const files = initialFiles(manifest);
    expect(files).not.toContain('assets/Admin-d.js');
    expect(files).not.toContain('assets/big-e.js');
  });

  it('fails loudly on a broken manifest', () => {
    expect(() => initialFiles({ 'index.html': { file: 'a.js', imports: ['_gone.js'] } })).toThrow('_gone.js');
  });
});

describe('startFiles', () => {
  // The entry imports the app's start after the first paint; the start loads the screens lazily.
  const split: Manifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, dynamicImports: ['_shell.js'] },
    '_shell.js': { file: 'assets/shell-b.js', imports: ['index.html', '_runtime.js'], dynamicImports: ['src/Search.tsx'] },
    '_runtime.js': { file: 'assets/runtime-c.js' },
    'src/Search.tsx': { file: 'assets/Search-d.js', imports: ['_shell.js', '_zod.js'] },
    '_zod.js': { file: 'assets/zod-e.js' },
  };

  it('counts what the entry imports dynamically itself, with its static imports', () => {
    expect(startFiles(split).sort()).toEqual(['assets/index-a.js', 'assets/runtime-c.js', 'assets/shell-b.js']);
  });

  it('leaves out the screens the start loads lazily', () => {
    expect(startFiles(split)).not.toContain('assets/Search-d.js');
    expect(startFiles(split)).not.toContain('assets/zod-e.js');
  });

  it('follows every dynamic import the entry makes itself, not only the first', () => {
    expect(startFiles(manifest).sort()).toEqual([...initialFiles(manifest), 'assets/Admin-d.js', 'assets/big-e.js'].sort());
  });
});
