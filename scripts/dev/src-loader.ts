/**
 * Lets Node load the shop's src/ modules as they are: src/ imports siblings without an extension,
 * and folders by their index.ts (Vite resolves both), which Node's own resolver refuses. Import
 * this before any src/ module that has such imports (the no-change check of a build reads the
 * portal through src/portal; the bench times the browser's search code).
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      const relative = specifier.startsWith('./') || specifier.startsWith('../');
      if (
        !relative ||
        /\.(?:[cm]?[jt]sx?|json)$/.test(specifier) ||
        !context.parentURL?.includes('/src/')
      )
        throw error;
      try {
        return nextResolve(`${specifier}.ts`, context);
      } catch {
        return nextResolve(`${specifier}/index.ts`, context);
      }
    }
  },
});
