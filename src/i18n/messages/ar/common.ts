import type { Messages } from '../catalogue';

export const common: Messages['common'] = {
  skipToContent: 'الانتقال إلى المحتوى',
  close: 'إغلاق',
  breadcrumb: 'مسار التنقل',
  stepper: { decrease: 'إنقاص الكمية', increase: 'زيادة الكمية', quantity: 'الكمية' },
  languageOffer: 'اللغة',
  shopName: 'متجر الخليج لتقنية المعلومات',
  languageSwitch: {
    label: 'اقرأ هذه الصفحة بالعربية',
    short: 'العربية',
  },
};
