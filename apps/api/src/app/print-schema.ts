import { writeFileSync } from 'node:fs';
import { SCHEMA_FILE } from './paths';
import { printedSchema } from './schema';

writeFileSync(SCHEMA_FILE, printedSchema());
console.log(`wrote ${SCHEMA_FILE}`);
