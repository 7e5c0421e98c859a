import { nodeVersionProblem } from './node-version.js';

// The check runs before the app is loaded: static imports are evaluated before any code of this
// module, and on another Node some of them fail with errors that do not say why.
const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}

import('./app-main.js')
  .then(({ main }) => main())
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
