import type { Messages } from '../catalogue';

export const card: Messages['card'] = {
  sale: 'تخفيض',
  discount: '-{percent}%',
  discountLabel: 'خصم {percent}%',
  outOfStock: 'نفدت الكمية',
  compare: 'مقارنة',
  rated: 'التقييم {rating} من 5،',
  reviews: '(لا توجد مراجعات)',
  salePrice: 'سعر التخفيض ',
  was: 'بدلًا من ',
  addToCart: 'أضف إلى السلة',
  saveToWishlist: 'احفظ {name} في قائمة الأمنيات',
  noPicture: 'لا توجد صورة',
  noPictureLabel: 'لا تتوفر صورة',
  recentlyViewed: 'منتجات شاهدتها مؤخرًا',
};
