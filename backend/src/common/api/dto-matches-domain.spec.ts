import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const domain = '{ id: string; name: string; email?: string; createdAt: number }';

const cases: Record<string, string> = {
  'the same fields': '{ id!: string; name!: string; email?: string; createdAt!: number }',
  'a renamed field': '{ id!: string; title!: string; email?: string; createdAt!: number }',
  'a missing field': '{ id!: string; name!: string; email?: string }',
  'an extra field': '{ id!: string; name!: string; email?: string; createdAt!: number; x!: 1 }',
  'a retyped field': '{ id!: string; name!: string; email?: string; createdAt!: string }',
  'an optional field made required':
    '{ id!: string; name!: string; email!: string; createdAt!: number }',
  'a required field made optional':
    '{ id!: string; name?: string; email?: string; createdAt!: number }',
};

/** Type-checks every case in one program, as `npm run typecheck` would; errors per case. */
function typecheckAll(): Record<string, string[]> {
  const files = Object.fromEntries(
    Object.entries(cases).map(([name, dto], index) => [
      path.join(here, `__drift-fixture-${index}__.ts`),
      {
        name,
        source: [
          `import type { DtoMatchesDomain, SameShape } from './dto-matches-domain.js';`,
          `type Company = ${domain};`,
          `class CompanyDto ${dto}`,
          `export type _Tied = DtoMatchesDomain<SameShape<CompanyDto, Company>>;`,
        ].join('\n'),
      },
    ]),
  );
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    types: [],
    lib: ['lib.es2023.d.ts'],
    skipLibCheck: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2023,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => files[path.resolve(file)]?.source ?? readFile(file);
  host.fileExists = (file) => path.resolve(file) in files || fileExists(file);
  const program = ts.createProgram(Object.keys(files), options, host);
  const errors: Record<string, string[]> = Object.fromEntries(
    Object.values(files).map(({ name }) => [name, []]),
  );
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file && files[path.resolve(diagnostic.file.fileName)];
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (file) errors[file.name].push(text);
    else throw new Error(`Unexpected diagnostic: ${text}`);
  }
  return errors;
}

describe('DtoMatchesDomain', () => {
  const errors = typecheckAll();

  it('accepts a DTO with exactly the domain type’s fields', () => {
    expect(errors['the same fields']).toEqual([]);
  });

  it.each([
    ['a renamed field', /onlyInDto: "title"; onlyInDomain: "name"/],
    ['a missing field', /onlyInDomain: "createdAt"/],
    ['an extra field', /onlyInDto: "x"/],
    ['a retyped field', /differing: "createdAt"/],
    ['an optional field made required', /differing: "email"/],
    ['a required field made optional', /differing: "name"/],
  ])('fails the typecheck for %s, naming the field', (name, expected) => {
    expect(errors[name].join('\n')).toMatch(expected);
  });
});
