import type { Messages } from '../catalogue';

export const newsletter: Messages['newsletter'] = {
  label: 'البريد الإلكتروني',
  placeholder: 'بريدك الإلكتروني',
  subscribe: 'اشترك',
  subscribing: 'جارٍ الاشتراك...',
  success: 'شكرًا لاشتراكك في نشرتنا البريدية!',
  failed: 'تعذّر الاشتراك. حاول مرة أخرى.',
};
