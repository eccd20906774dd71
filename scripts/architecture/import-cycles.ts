/**
 * Circular imports in the repository's TypeScript and .mjs scripts (issue 25): a file that,
 * through the files it imports, ends up importing itself. Found by reading the import, side-effect
 * import and re-export statements of every source file (type-only ones too: a cycle of types still
 * ties two modules into one), resolving the relative ones and the domain package's own name, and
 * finding the strongly connected components.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The folders whose sources must import without cycles. */
export const SOURCE_ROOTS = ['domain/src', 'functions/src', 'web/src', 'scripts', 'tests'];

// `import x from 'm'`, `export * from 'm'` and the side-effect `import 'm'`; not `import('m')`.
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/g;

/** The module specifiers a source text imports or re-exports from. */
export function importedSpecifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1]!);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The import graph: each file (relative to `root`) and the repository files it imports. */
export function importGraph(root: string): Map<string, string[]> {
  const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(join(root, dir)));
  const known = new Set(files);
  const domainIndex = join(root, 'domain/src/index.ts');
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importedSpecifiers(readFileSync(file, 'utf8'))
      .map((specifier) => {
        if (specifier === '@peer-coaching/domain') return domainIndex;
        return specifier.startsWith('.') ? resolve(dirname(file), specifier) : null;
      })
      .filter((target): target is string => target !== null && known.has(target));
    graph.set(
      relative(root, file),
      targets.map((target) => relative(root, target)),
    );
  }
  return graph;
}

/** The cycles of a graph: each strongly connected component of two or more files, or a file importing itself. */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative (the graph has a few thousand files).
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = (graph.get(frame.node) ?? []).includes(frame.node);
        if (component.length > 1 || selfImport) cycles.push(component.sort());
      }
    }
  }
  return cycles;
}
