import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, importedSpecifiers, importGraph } from './import-cycles.ts';

describe('importedSpecifiers', () => {
  it('reads imports, type imports, side-effect imports and re-exports over several lines, not dynamic imports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {',
      '  c,',
      "} from '@peer-coaching/domain';",
      "export * from './d.ts';",
      "export { e } from './e.ts';",
      "const lazy = import('./f.ts');",
      "import './g.mjs';",
      "export const h = 'not an import';",
    ].join('\n');
    expect(importedSpecifiers(source)).toEqual([
      './a.ts',
      '../b.ts',
      '@peer-coaching/domain',
      './d.ts',
      './e.ts',
      './g.mjs',
    ]);
  });
});

describe('cyclesOf', () => {
  it('finds a loop of any length and a file importing itself, and nothing in a tree', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
      ['f', ['d']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      cyclesOf(
        new Map([
          ['x', ['y']],
          ['y', []],
        ]),
      ),
    ).toEqual([]);
  });
});

describe('the repository', () => {
  it('has no circular import in domain, functions, web, scripts or tests', () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const graph = importGraph(root);
    expect(graph.size).toBeGreaterThan(500);
    expect(cyclesOf(graph)).toEqual([]);
  });
});
