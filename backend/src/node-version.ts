/** The Node.js major the backend is built and tested on: package.json's engines, "24.x". */
export const REQUIRED_NODE_MAJOR = 24;

/**
 * What to tell someone running the backend on another Node.js, or undefined when it is the right
 * one. Another major fails later with an error that names neither Node nor the fix.
 */
export function nodeVersionProblem(version: string): string | undefined {
  if (Number(version.split('.')[0]) === REQUIRED_NODE_MAJOR) return undefined;
  return (
    `Invoicing needs Node.js ${REQUIRED_NODE_MAJOR} (this is ${version}). Run it with \`npm start\`, ` +
    `which uses the Node ${REQUIRED_NODE_MAJOR} from node_modules, or install Node ${REQUIRED_NODE_MAJOR}.`
  );
}
