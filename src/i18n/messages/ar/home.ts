import type { Messages } from '../catalogue';

export const home: Messages['home'] = {
  heading: '{shop}: تقنية المعلومات والشبكات والإلكترونيات في الإمارات',
  title:
    'متجر الخليج لتقنية المعلومات | الشبكات والاتصالات واللابتوبات وأجهزة نقاط البيع في الإمارات',
  description:
    'تسوّق سويتشات الشبكات والراوترات وهواتف IP واللابتوبات والأجهزة اللوحية وأجهزة نقاط البيع في الإمارات. منتجات أصلية من أشهر العلامات بالدرهم، مع الدفع عند الاستلام.',
  whyUs: 'لماذا تتسوّق معنا',
  highlights: {
    branded: 'منتجات أصلية مضمونة',
    brandedText: 'بضائع أصلية بضمان في الإمارات',
    helpLine: 'خط المساعدة',
    delivery: 'توصيل سريع',
    deliveryText: 'توصيل مجاني في جميع أنحاء الإمارات',
    support: 'دعم العملاء',
    supportText: 'خبراء في الشبكات وأجهزة نقاط البيع',
  },
  shopByCategory: 'تسوّق حسب الفئة',
  offers: 'العروض',
  promotionalSlide: 'عرض ترويجي',
  featured: 'منتجات مميزة',
  bestSelling: 'الأكثر مبيعًا',
  topCategories: 'أهم الفئات',
  latest: 'أحدث المنتجات',
  viewAll: 'عرض الكل',
  failedProducts: 'تعذّر تحميل المنتجات.',
  failedFeatured: 'تعذّر تحميل المنتجات المميزة',
  failedBestSelling: 'تعذّر تحميل المنتجات الأكثر مبيعًا',
  failedLatest: 'تعذّر تحميل أحدث المنتجات',
  newsletterHeading: 'اشترك في نشرتنا البريدية',
  newsletterText: 'وصل حديثًا والعروض وتخفيضات التصفية، مباشرة إلى بريدك.',
  brands: 'علاماتنا التجارية',
  carousel: 'العروض الترويجية',
  slideOf: 'الشريحة {{index}} من {{slidesLength}}',
  previousSlide: 'الشريحة السابقة',
  nextSlide: 'الشريحة التالية',
};
