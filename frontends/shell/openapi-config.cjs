// The shell's RTK Query endpoints, one generated file per feature, written from openapi.yaml by
// `npm run openapi`. Cache tags are added in the hand-written file beside each (e.g. healthApi.ts),
// never in the generated one.
module.exports = {
  schemaFile: '../../openapi.yaml',
  apiFile: '@app/platform',
  apiImport: 'baseApi',
  hooks: true,
  prettierConfigFile: '../../.prettierrc.json',
  outputFiles: {
    './src/frame/healthApi.gen.ts': { exportName: 'healthApi', filterEndpoints: ['getHealth'] },
    // The refresh itself is platform's plain fetch (a 401 there must not start another refresh).
    './src/features/session/sessionApi.gen.ts': {
      exportName: 'sessionApi',
      filterEndpoints: ['getAdminStatus', 'signOut'],
    },
  },
};
