import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { buildOpenApiYaml } from './build-openapi.js';

const target = process.argv[2];
if (!target) {
  console.error('usage: write-openapi <file>');
  process.exit(2);
}
await writeFile(target, await buildOpenApiYaml());
console.log(`wrote ${target}`);
