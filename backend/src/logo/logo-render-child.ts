import { registerHooks } from 'node:module';

/**
 * Entry of the logo render process (logo-renderer.ts forks it). Built, it runs from dist/*.js.
 * In tests it runs from the TypeScript sources with Node's type stripping, which does not map
 * the `./x.js` specifiers the sources use to their `./x.ts` files: this hook does, before the
 * render loop is imported.
 */
if (import.meta.url.endsWith('.ts')) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier.startsWith('.') && specifier.endsWith('.js')) {
        try {
          return nextResolve(specifier, context);
        } catch {
          return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
        }
      }
      return nextResolve(specifier, context);
    },
  });
}

await import('./logo-render-loop.js');
