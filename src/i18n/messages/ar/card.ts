import type { Messages } from '..';

export const card: Messages['card'] = {
  sale: 'تخفيض',
  outOfStock: 'نفدت الكمية',
  compare: 'مقارنة',
  rated: 'التقييم {rating} من 5،',
  reviews: '(لا توجد مراجعات)',
  salePrice: 'سعر التخفيض ',
  was: 'بدلًا من ',
};
