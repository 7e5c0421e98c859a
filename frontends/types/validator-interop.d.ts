// contracts reads validator's CommonJS `isEmail` as `.default`, the spelling that type-checks under
// the Node (nodenext) resolution contracts is built with. Under the frontends' bundler resolution,
// @types/validator would type the default import as the function itself, so the module is
// described the way contracts sees it (the runtime value has both shapes).
declare module 'validator/lib/isEmail.js' {
  import type isEmail from 'validator/lib/isEmail';
  const isEmailModule: { default: typeof isEmail };
  // eslint-disable-next-line no-restricted-syntax -- the module's real shape
  export default isEmailModule;
}
