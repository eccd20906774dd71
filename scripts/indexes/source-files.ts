/** The files whose queries the index check reads: web/src/lib and functions/src/data, tests excluded. */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const QUERY_FOLDERS = ['web/src/lib', 'functions/src/data'];

export function queryFiles(root: string): string[] {
  return QUERY_FOLDERS.flatMap((folder) => walk(path.join(root, folder))).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
  );
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}
