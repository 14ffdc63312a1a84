import type { Messages } from '..';

export const common: Messages['common'] = {
  skipToContent: 'الانتقال إلى المحتوى',
  languageSwitch: {
    label: 'اقرأ هذه الصفحة بالعربية',
  },
};
