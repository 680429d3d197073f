import { writeFileSync } from 'node:fs';
import { SCHEMA_FILE } from './schema-file';
import { printedSchema } from './schema';

writeFileSync(SCHEMA_FILE, printedSchema());
console.log(`wrote ${SCHEMA_FILE}`);
