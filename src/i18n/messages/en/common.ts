/** Words the whole shop shares: the page frame, the language switch. */
export const common = {
  skipToContent: 'Skip to content',
  languageSwitch: {
    /** The link's accessible name, in the language it leads to. */
    label: 'Read this page in English',
  },
};
