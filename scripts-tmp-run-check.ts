import { checkSchemaDir } from '@/server/schema-check';
const r = checkSchemaDir(process.argv[2] ?? 'schemas');
for (const p of r.problems) console.log(p.file, p.pointer, p.message);
console.log('problems', r.problems.length, 'good', r.good.size);
