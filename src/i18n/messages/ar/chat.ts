import type { Messages } from '../catalogue';

export const chat: Messages['chat'] = {
  button: 'تواصل معنا عبر واتساب',
  askAboutProduct: 'اسأل عن هذا المنتج',
  newTab: '(يفتح واتساب في علامة تبويب جديدة)',
  productMessage: 'مرحبًا، لدي سؤال عن {name}: {url}',
  pageMessage: 'مرحبًا، لدي سؤال عن هذه الصفحة: {url}',
};
