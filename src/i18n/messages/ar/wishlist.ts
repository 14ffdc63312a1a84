import type { Messages } from '../catalogue';
import { cart } from './cart';

export const wishlist: Messages['wishlist'] = {
  title: 'قائمة الأمنيات',
  metaDescription: 'المنتجات التي حفظتها لوقت لاحق.',
  // Counted as the cart counts its items.
  items: cart.items,
  loading: 'جارٍ تحميل قائمة الأمنيات…',
  empty: 'قائمة الأمنيات فارغة',
  emptyText: 'اضغط على رمز القلب في أي منتج لحفظه هنا لوقت لاحق.',
  browse: 'تصفّح المنتجات',
  inStock: 'متوفر',
  outOfStock: 'نفدت الكمية',
  moveToCart: 'انقل إلى السلة',
  remove: 'احذف {name}',
  saved: 'تم الحفظ في قائمة الأمنيات',
  removed: 'تم الحذف من قائمة الأمنيات',
  moved: 'تم النقل إلى السلة',
  checking: 'جارٍ التحقق من الأسعار والمخزون الحالية…',
  unconfirmed: 'تعذّر تأكيد الأسعار والمخزون الحالية في الوقت الحالي.',
};
