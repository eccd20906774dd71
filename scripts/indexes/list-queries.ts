/** Prints the index check's findings: `npx tsx scripts/indexes/list-queries.ts`. */
import { checkRepository, multiFieldTable } from './check.ts';

const result = checkRepository();
console.log(`${result.checked.length} queries found; these need a composite index:`);
for (const line of multiFieldTable(result.checked)) console.log(`  ${line}`);
console.log('\nComposite indexes no scanned query uses:');
for (const index of result.unused)
  console.log(`  ${index.collectionGroup}: ${index.fields.map((f) => f.fieldPath).join(', ')}`);
for (const u of result.unresolved) console.log(`UNRESOLVED ${u.at}: ${u.reason}`);
for (const p of result.problems) console.log(`PROBLEM ${p}`);
