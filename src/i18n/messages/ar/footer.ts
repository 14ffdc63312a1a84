import type { Messages } from '../catalogue';

export const footer: Messages['footer'] = {
  address: '{street}، {city}، {country}',
  landline: 'الهاتف الأرضي: ',
  mobile: 'الجوال: ',
  followUs: 'تابعنا',
  ourProducts: 'منتجاتنا',
  categories: 'الفئات',
  rights: 'جميع الحقوق محفوظة.',
  trackOrder: 'تتبّع طلبك',
  privacy: 'سياسة الخصوصية',
  terms: 'الشروط والأحكام',
  sitemap: 'خريطة الموقع',
};
