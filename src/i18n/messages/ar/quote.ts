import type { Messages } from '../catalogue';

export const quote: Messages['quote'] = {
  title: 'اطلب عرض سعر',
  metaDescription:
    'اطلب عرض سعر لمعدات الشبكات والاتصالات والحوسبة وأجهزة نقاط البيع لشركتك في الإمارات.',
  intro:
    'أخبرنا بما تحتاجه: المنتجات والكميات ومدينة التوصيل. يرد فريق المبيعات خلال يوم عمل واحد.',
  contact: 'تواصل مع فريق المبيعات',
  preferToTalk: 'تفضّل التحدث معنا؟',
  call: 'اتصل على',
  orEmail: 'أو راسلنا على',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  email: 'البريد الإلكتروني',
  description: 'التفاصيل',
  send: 'إرسال الطلب',
  sending: 'جارٍ الإرسال...',
  sent: 'تم إرسال طلب عرض السعر بنجاح!',
  sentText: 'سنتواصل معك في أقرب وقت ممكن.',
  failed: 'حدث خطأ ما.',
  requestIntro: 'يُرجى إرسال عرض سعر لما يلي:',
  requestLine: '- {name} (الرمز {code})، الكمية {quantity}',
  requestLineNoCode: '- {name}، الكمية {quantity}',
};
