// RTK Query endpoints the shell uses, generated from openapi.yaml by `npm run openapi`.
module.exports = {
  schemaFile: '../../openapi.yaml',
  apiFile: '@app/platform',
  apiImport: 'baseApi',
  outputFile: './src/api/shellApi.gen.ts',
  exportName: 'shellApi',
  hooks: true,
  filterEndpoints: ['getHealth'],
  prettierConfigFile: '../../.prettierrc.json',
};
