export default async function globalTeardown() {
  await globalThis.e2eApp?.stop();
}
