import type { Messages } from '../catalogue';

export const header: Messages['header'] = {
  tagline: {
    inclusive:
      'منتجات أصلية من أشهر العلامات، أسعار شاملة ضريبة القيمة المضافة، والدفع عند الاستلام في جميع أنحاء الإمارات',
    exclusive:
      'منتجات أصلية من أشهر العلامات، أسعار قبل ضريبة القيمة المضافة، والدفع عند الاستلام في جميع أنحاء الإمارات',
  },
  contactUs: 'تواصل معنا',
  logoAlt: 'الصفحة الرئيسية لمتجر {shop}',
  menu: 'القائمة',
  search: 'بحث',
  getQuote: 'اطلب عرض سعر',
  main: 'القائمة الرئيسية',
  allCategories: 'جميع الفئات',
  popular: 'الأكثر طلبًا',
  allOf: 'كل {category}',
  noSubcategories: 'لا توجد فئات فرعية',
  pointToCategory: 'مرّر المؤشر على فئة لعرض فئاتها الفرعية.',
  categoriesFailed: 'تعذّر تحميل الفئات',
  pages: { home: 'الرئيسية', products: 'المنتجات', cart: 'السلة', checkout: 'إتمام الطلب' },
  cart: 'السلة',
  cartWithItems: {
    zero: 'السلة، لا منتجات',
    one: 'السلة، منتج واحد',
    two: 'السلة، منتجان',
    few: 'السلة، {count} منتجات',
    many: 'السلة، {count} منتجًا',
    other: 'السلة، {count} منتج',
  },
  wishlist: 'قائمة الأمنيات',
  wishlistWithItems: {
    zero: 'قائمة الأمنيات، لا منتجات',
    one: 'قائمة الأمنيات، منتج واحد',
    two: 'قائمة الأمنيات، منتجان',
    few: 'قائمة الأمنيات، {count} منتجات',
    many: 'قائمة الأمنيات، {count} منتجًا',
    other: 'قائمة الأمنيات، {count} منتج',
  },
};
