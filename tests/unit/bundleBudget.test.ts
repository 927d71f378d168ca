import { describe, expect, it } from 'vitest';
import { initialFiles, type Manifest } from '../budget/bundle-budget';

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
