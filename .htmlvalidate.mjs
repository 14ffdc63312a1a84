/**
 * HTML validity of the built pages (tests/e2e/quality-gates.spec.ts checks every file of
 * dist/client). The recommended rules plus the document ones; off only what is a matter of style.
 */
export default {
  extends: ['html-validate:recommended', 'html-validate:document'],
  elements: [
    'html5',
    // Astro writes its island stylesheet (`astro-island{display:contents}`) just before a page's
    // first island, inside <body>; browsers apply it, and no page of ours can move it to <head>.
    { style: { flow: true } },
  ],
  rules: {
    // React renders attributes camelCased (autoComplete, spellCheck): HTML attribute names are
    // case-insensitive.
    'attr-case': 'off',
    // `required=""`, `hidden=""` (React's rendering) and `<input/>` are valid spellings of the same
    // thing.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    // Astro's redirect pages write `<!doctype html>`, which is as valid as `<!DOCTYPE html>`.
    'doctype-style': 'off',
    // Typography advice (a no-break space inside phone numbers), not markup validity.
    'tel-non-breaking': 'off',
    // Product titles come from the portal's metadata; their length is an SEO matter, not validity.
    'long-title': 'off',
    // The header search is an ARIA combobox with a listbox of suggestions, which <select> cannot
    // be.
    'prefer-native-element': 'off',
    // HTML allows any id without spaces; React's useId ids start with "_".
    'valid-id': ['error', { relaxed: true }],
    // The shop serves its own scripts and styles; integrity hashes guard third-party hosts.
    'require-sri': 'off',
    // A group of checkboxes sharing a name is how a form sends several values (brand=a&brand=b).
    'form-dup-name': ['error', { shared: ['radio', 'button', 'reset', 'submit', 'checkbox'] }],
  },
};
