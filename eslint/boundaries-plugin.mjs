// The backend's boundaries as lint rules (docs/backend.md, "Boundaries"): data access only in
// repositories, no module reaching into another's storage, no Express in services. Each rule is
// proved to bite by backend/src/repository/boundaries.spec.ts. No import cycles, in the backend,
// contracts and the frontends alike: backend/src/repository/import-cycles.spec.ts.
import path from 'node:path';
import { ImportGraph } from './import-graph.mjs';

const TYPEORM_DATA_ACCESS = new Set(['DataSource', 'EntityManager', 'Repository', 'QueryRunner']);
const NEST_TYPEORM_INJECTION = new Set([
  'InjectRepository',
  'InjectDataSource',
  'InjectEntityManager',
]);

/** The feature module a file of backend/src belongs to (`invoices`, `common`, ...), or null. */
function moduleOf(file) {
  const match = /(?:^|\/)backend\/src\/([^/]+)\//.exec(file.split(path.sep).join('/'));
  return match ? match[1] : null;
}

const dataAccessInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'TypeORM data access only in *.repository.ts files and database/' },
    messages: {
      typeorm:
        "'{{name}}' is data access: put the query in this module's repository (docs/backend.md).",
      inject: "'@{{name}}' belongs in a repository, not here (docs/backend.md).",
      getRepository: 'getRepository() belongs in a repository, not here (docs/backend.md).',
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const from = node.source.value;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const name = specifier.imported.name;
          if (from === 'typeorm' && TYPEORM_DATA_ACCESS.has(name)) {
            context.report({ node: specifier, messageId: 'typeorm', data: { name } });
          }
          if (from === '@nestjs/typeorm' && NEST_TYPEORM_INJECTION.has(name)) {
            context.report({ node: specifier, messageId: 'inject', data: { name } });
          }
        }
      },
      'CallExpression[callee.property.name="getRepository"]'(node) {
        context.report({ node, messageId: 'getRepository' });
      },
    };
  },
};

const noForeignStorage = {
  meta: {
    type: 'problem',
    docs: { description: "No import of another module's repository or entity" },
    messages: {
      foreign:
        "'{{source}}' is the {{target}} module's storage: call its service instead (docs/backend.md).",
    },
    schema: [],
  },
  create(context) {
    const own = moduleOf(context.filename);
    if (own === null) return {};
    const here = path.dirname(context.filename);
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        if (!/\.(repository|entity)\.js$/.test(source)) return;
        const target = moduleOf(path.resolve(here, source));
        if (target !== null && target !== own && target !== 'database') {
          context.report({ node, messageId: 'foreign', data: { source, target } });
        }
      },
    };
  },
};

const noExpressInServices = {
  meta: {
    type: 'problem',
    docs: { description: 'Services know nothing of HTTP: no express imports' },
    messages: {
      express:
        'A service takes plain values, not Express requests or responses: read them in the controller.',
    },
    schema: [],
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value === 'express') context.report({ node, messageId: 'express' });
      },
    };
  },
};

const noImportCycles = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "No import cycles among the workspace's own files; type-only imports count, dynamic import() does not",
    },
    messages: {
      cycle:
        "'{{source}}' closes an import cycle: {{chain}}. Move what both sides need into a module of its own.",
    },
    schema: [],
  },
  create(context) {
    const current = context.filename;
    if (!path.isAbsolute(current)) return {};
    const graph = new ImportGraph(context.cwd, current);
    const shown = (file) => path.relative(context.cwd, file).split(path.sep).join('/');
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = graph.resolve(current, source);
      const chain = target === null ? null : graph.pathBack(target);
      if (chain === null) return;
      context.report({
        node,
        messageId: 'cycle',
        data: { source, chain: [current, ...chain].map(shown).join(' → ') },
      });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const boundaries = {
  meta: { name: 'boundaries' },
  rules: {
    'data-access-in-repositories': dataAccessInRepositories,
    'no-foreign-storage': noForeignStorage,
    'no-express-in-services': noExpressInServices,
    'no-import-cycles': noImportCycles,
  },
};
