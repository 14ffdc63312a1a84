import type { ListingDefinition } from './domain/listing/listing.ts';
import type { SearchSynonyms } from './domain/listing/search-synonyms.ts';
import type { LanguagesConfig } from './i18n/languages.ts';

/**
 * The shop's languages, in the order pages list them (alternate links, the sitemap). The default
 * one keeps the root URLs; every other one lives under its code (/ar/cart), right to left or not as
 * its record says. Adding a language: its record here, its words in src/i18n/messages/<code>/, and
 * its entries in the values below that are given per language (the address, the listings' titles
 * and descriptions; category names where it has its own).
 */
export const languages = {
  default: 'en',
  byCode: {
    en: {
      dir: 'ltr',
      intl: 'en-AE',
      ogLocale: 'en_AE',
      money: { currency: 'AED', currencyFirst: true },
      font: 'system',
      productName: 'name',
      portalTexts: true,
    },
    ar: {
      dir: 'rtl',
      intl: 'ar-AE',
      // Latin digits, as UAE shops, price tags and receipts write them.
      numberingSystem: 'latn',
      ogLocale: 'ar_AE',
      money: { currency: 'درهم', currencyFirst: false },
      font: 'arabic',
      productName: 'second-name',
      // The portal's product texts are English: Arabic pages describe a product from their
      // messages.
      portalTexts: false,
    },
  },
} as const satisfies LanguagesConfig<string>;

/** The language codes above (src/i18n/locales.ts derives the same for the rest of the shop). */
type Locale = keyof typeof languages.byCode;

/** A postal address as a page in one language writes it. */
interface Address {
  street: string;
  city: string;
  country: string;
}

/** The retailer's own details and the shop's fixed choices, in one place for staff to edit. */
export const shop = {
  name: 'Gulf IT Store',
  legalName: 'Gulf IT Store Trading LLC',
  phone: '+971 4 123 4567',
  mobile: '+971 50 123 4567',
  helpLine: '+971 50 123 4567',
  email: 'sales@gulfitstore.ae',
  /** The shop's address, as the pages of each language write it. */
  address: {
    en: {
      street: 'Office 1204, Al Saqr Business Tower, Sheikh Zayed Road',
      city: 'Dubai',
      country: 'United Arab Emirates',
    },
    ar: {
      street: 'مكتب 1204، برج الصقر للأعمال، شارع الشيخ زايد',
      city: 'دبي',
      country: 'الإمارات العربية المتحدة',
    },
  } satisfies Record<Locale, Address>,
  /** The address's country, ISO 3166 (structured data). */
  countryCode: 'AE',
  copyrightYear: 2022,
  socials: ['Facebook', 'X', 'Instagram', 'LinkedIn', 'YouTube'] as const,
} as const;

/**
 * The six fixed listing pages and what each one shows. A category listing names the portal category
 * it stands for by id, slug or name, top-level or sub-category (the first that matches wins), so
 * staff can point it elsewhere here. A listing that matches no product fails the build with a
 * message saying what it looked for, unless it is `optional`: then the build warns and the page
 * shows its empty state.
 */
export const listings: ListingDefinition<Locale>[] = [
  {
    path: 'network-switches',
    title: { en: 'Network Switches', ar: 'سويتشات الشبكات' },
    description: {
      en: 'Managed, unmanaged and PoE network switches from Cisco, HPE Aruba, Ubiquiti, TP-Link and more, delivered across the UAE.',
      ar: 'سويتشات مُدارة وغير مُدارة وسويتشات PoE من سيسكو وHPE أروبا ويوبيكويتي وتي بي لينك وغيرها، مع التوصيل إلى جميع أنحاء الإمارات.',
    },
    rule: { kind: 'category', match: ['network-switches', 'switches'] },
  },
  {
    path: 'computers-laptops',
    title: { en: 'Computers & Laptops', ar: 'الكمبيوتر واللابتوب' },
    description: {
      en: 'Business laptops, desktops and workstations in AED, with cash on delivery.',
      ar: 'لابتوبات وأجهزة كمبيوتر مكتبية ومحطات عمل للأعمال بالأسعار بالدرهم، مع الدفع عند الاستلام.',
    },
    rule: { kind: 'category', match: ['computers-laptops', 'laptops', 'computers'] },
  },
  {
    path: 'mobiles-tablets',
    title: { en: 'Mobiles & Tablets', ar: 'الهواتف والأجهزة اللوحية' },
    description: {
      en: 'Smartphones and tablets from the leading brands, genuine with UAE warranty.',
      ar: 'هواتف ذكية وأجهزة لوحية من أشهر العلامات التجارية، أصلية مع ضمان في الإمارات.',
    },
    rule: { kind: 'category', match: ['mobiles-tablets', 'mobiles', 'tablets'] },
  },
  {
    path: 'electronics',
    title: { en: 'Electronics', ar: 'إلكترونيات' },
    description: {
      en: 'Consumer and office electronics in the UAE, with cash on delivery.',
      ar: 'إلكترونيات للمنزل والمكتب في الإمارات، مع الدفع عند الاستلام.',
    },
    rule: { kind: 'category', match: ['electronics'] },
  },
  {
    path: 'new-releases',
    title: { en: 'New Releases', ar: 'وصل حديثًا' },
    description: {
      en: 'The newest products in our catalogue: networking, telephony, computing and point of sale.',
      ar: 'أحدث المنتجات في متجرنا: الشبكات والاتصالات والحوسبة وأجهزة نقاط البيع.',
    },
    rule: { kind: 'latest', limit: 100 },
    // A month without new products is a quiet month, not a broken shop.
    optional: true,
  },
  {
    path: 'clearance-sale',
    title: { en: 'Clearance Sale', ar: 'تخفيضات التصفية' },
    description: {
      en: 'Products on sale now, biggest savings first.',
      ar: 'منتجات مخفّضة الآن، الأكبر توفيرًا أولًا.',
    },
    rule: { kind: 'on-sale' },
    // Nothing on sale is a legitimate state of the shop.
    optional: true,
  },
];

/**
 * The shop's synonyms: the words its buyers search with for what the catalogue calls otherwise, in
 * any of the shop's languages, written as buyers and product names write them (case, plurals,
 * Arabic letter forms and `-` or spaces in a word do not matter). A synonym widens a search: what
 * the buyer's own words find still comes first. `same`: each group means one thing, and a search
 * for any of its words finds what the others find. `oneWay`: a word or phrase that also finds the
 * ones listed, but not back ("voip" finds IP phones; "ip phone" is not widened to all VoIP). Staff
 * add a line and rebuild; docs/search.md says how search uses them.
 */
export const searchSynonyms: SearchSynonyms = {
  same: [
    ['laptop', 'notebook', 'لابتوب', 'كمبيوتر محمول', 'حاسوب محمول'],
    ['wifi', 'wi-fi', 'wireless', 'wlan'],
    ['ups', 'uninterruptible power supply'],
    ['nvr', 'network video recorder'],
    ['dvr', 'digital video recorder'],
    ['hard drive', 'hard disk', 'hdd'],
    ['ssd', 'solid state drive'],
    ['network cable', 'ethernet cable', 'lan cable', 'patch cord'],
    ['cordless phone', 'dect phone'],
    ['headset', 'headphone', 'سماعة'],
    ['mouse', 'mice'],
    ['projector', 'beamer', 'بروجكتر', 'جهاز عرض'],
    ['monitor', 'screen', 'شاشة'],
    ['سيسكو', 'cisco'],
    ['تي بي لينك', 'tp-link'],
    ['ميكروتك', 'ميكروتيك', 'mikrotik'],
    ['يوبيكويتي', 'ubiquiti'],
    ['فورتينت', 'fortinet'],
    ['يالينك', 'yealink'],
    ['لينوفو', 'lenovo'],
    ['ديل', 'dell'],
    ['اتش بي', 'hp'],
    ['سامسونج', 'samsung'],
    ['ابل', 'apple'],
    ['ايفون', 'iphone'],
    ['ايباد', 'ipad'],
    ['هواوي', 'huawei'],
    ['شاومي', 'xiaomi'],
    ['ابسون', 'epson'],
    ['كانون', 'canon'],
    ['زيبرا', 'zebra'],
    // The Arabic words for the kinds of product an IT shop sells, with the English its product
    // names use: Arabic finds products on any catalogue, not only on one whose categories
    // categoryNames names.
    ['switch', 'سويتش', 'محول شبكة'],
    ['managed', 'مدار'],
    ['unmanaged', 'غير مدار'],
    ['router', 'راوتر', 'موجه'],
    ['access point', 'نقطة وصول', 'اكسس بوينت'],
    ['firewall', 'جدار ناري', 'جدار حماية', 'فايروول'],
    ['phone', 'هاتف', 'تلفون'],
    ['conference', 'مؤتمر'],
    ['smartphone', 'جوال', 'موبايل', 'هاتف ذكي'],
    ['tablet', 'تابلت', 'جهاز لوحي'],
    ['smartwatch', 'ساعة ذكية'],
    ['desktop', 'كمبيوتر مكتبي'],
    ['computer', 'كمبيوتر', 'حاسوب'],
    ['printer', 'طابعة'],
    ['receipt', 'ايصال'],
    ['label', 'ملصق'],
    ['scanner', 'ماسح', 'قارئ'],
    ['barcode', 'باركود'],
    ['cash drawer', 'درج نقود'],
    ['cable', 'كابل'],
    ['network', 'شبكة'],
    ['keyboard', 'لوحة مفاتيح', 'كيبورد'],
    ['mouse', 'ماوس', 'فأرة'],
    ['camera', 'كاميرا'],
    ['storage', 'تخزين'],
    ['rack', 'راك'],
  ],
  oneWay: {
    voip: ['ip phone', 'ip telephony'],
    pos: ['point of sale'],
    'cash register': ['pos terminal', 'cash drawer'],
    'barcode reader': ['barcode scanner'],
    'label maker': ['label printer'],
    telephone: ['phone'],
    mobile: ['smartphone'],
    'cell phone': ['smartphone'],
    pc: ['desktop', 'computer'],
    cctv: ['nvr', 'dvr', 'ip camera'],
  },
};

/** SPEC section 9 limits. */
export const limits = {
  pageSize: 20,
  menuCategories: 20,
  footerCategories: 100,
  footerProducts: 6,
  /** Products a product page suggests beside its own. */
  relatedProducts: 5,
  filterCategories: 100,
  suggestions: 10,
} as const;

/**
 * Category names per language, by the portal's category name (compared without case). A language
 * without names here, or a category missing from its names, shows the portal's name (English pages
 * do); staff add a line to name it. `aliases` are further words shoppers search with ("راوتر" for
 * routers); search finds a category by its names and aliases in every language.
 */
export const categoryNames: Partial<
  Record<Locale, Record<string, { name: string; aliases?: string[] }>>
> = {
  ar: {
    'network switches': { name: 'سويتشات الشبكات', aliases: ['سويتش', 'سويتشات', 'محول شبكة'] },
    'managed switches': { name: 'سويتشات مُدارة' },
    'unmanaged switches': { name: 'سويتشات غير مُدارة' },
    'poe switches': { name: 'سويتشات PoE' },
    'smart switches': { name: 'سويتشات ذكية' },
    routers: { name: 'راوترات', aliases: ['راوتر', 'موجه'] },
    'enterprise routers': { name: 'راوترات الشركات' },
    'home & office routers': { name: 'راوترات المنزل والمكتب' },
    '4g & 5g routers': { name: 'راوترات 4G و5G' },
    'wireless bridges': { name: 'جسور لاسلكية' },
    'point-to-point bridges': { name: 'جسور من نقطة إلى نقطة' },
    'point-to-multipoint': { name: 'جسور من نقطة إلى عدة نقاط' },
    'access points': { name: 'نقاط الوصول', aliases: ['اكسس بوينت', 'واي فاي'] },
    firewalls: { name: 'جدران الحماية', aliases: ['فايروول', 'جدار ناري'] },
    'next-gen firewalls': { name: 'جدران حماية الجيل التالي' },
    'utm appliances': { name: 'أجهزة UTM' },
    'firewall licences': { name: 'تراخيص جدران الحماية' },
    'ip telephony': { name: 'هواتف IP', aliases: ['هاتف', 'هواتف', 'تلفون'] },
    'ip phones': { name: 'هواتف IP مكتبية' },
    'conference phones': { name: 'هواتف المؤتمرات' },
    'ip pbx': { name: 'مقاسم IP PBX', aliases: ['سنترال'] },
    'dect phones': { name: 'هواتف DECT لاسلكية' },
    'computers & laptops': { name: 'الكمبيوتر واللابتوب', aliases: ['كمبيوتر', 'حاسوب'] },
    laptops: { name: 'لابتوبات', aliases: ['لابتوب', 'حاسوب محمول'] },
    desktops: { name: 'أجهزة كمبيوتر مكتبية' },
    monitors: { name: 'شاشات', aliases: ['شاشة'] },
    workstations: { name: 'محطات العمل' },
    'mobiles & tablets': { name: 'الهواتف والأجهزة اللوحية', aliases: ['موبايل', 'جوال'] },
    smartphones: { name: 'هواتف ذكية', aliases: ['موبايل', 'جوال'] },
    tablets: { name: 'أجهزة لوحية', aliases: ['تابلت', 'ايباد'] },
    smartwatches: { name: 'ساعات ذكية', aliases: ['ساعة ذكية'] },
    electronics: { name: 'إلكترونيات' },
    printers: { name: 'طابعات', aliases: ['طابعة'] },
    projectors: { name: 'أجهزة العرض', aliases: ['بروجكتر'] },
    'ups & power': { name: 'UPS والطاقة', aliases: ['يو بي اس'] },
    'storage & nas': { name: 'التخزين وNAS', aliases: ['تخزين'] },
    'point of sale': { name: 'أجهزة نقاط البيع', aliases: ['كاشير', 'نقاط البيع'] },
    'pos terminals': { name: 'أجهزة كاشير POS' },
    'barcode scanners': { name: 'قارئات الباركود', aliases: ['باركود'] },
    'receipt & label printers': { name: 'طابعات الإيصالات والملصقات' },
    'cash drawers': { name: 'أدراج النقود' },
    'accessories & cables': { name: 'الإكسسوارات والكابلات', aliases: ['كابل', 'كابلات'] },
    'network cables': { name: 'كابلات الشبكة' },
    'racks & cabinets': { name: 'الرفوف والكبائن', aliases: ['راك'] },
    'transceivers & modules': { name: 'الوحدات والمرسلات' },
    'keyboards, mice & headsets': { name: 'لوحات المفاتيح والماوس والسماعات' },
  },
};
