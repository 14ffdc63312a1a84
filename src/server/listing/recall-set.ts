/**
 * The recall set: relevance of the shop's search on the demo catalogue (500 products, seed 42: the
 * catalogue the browser tests build) and on another (2,000 products, seed 7, its categories named
 * in no configuration, as a retailer's own catalogue would be), through the server's own listing
 * service as `/products?search=` and the header's suggestions answer. The queries are what IT
 * buyers type: model numbers however a quote or an invoice wrote them, slips of the keyboard, the
 * shop's own words for things, Arabic as people write it, a brand with a category, a word the shop
 * lacks among real ones, words split or joined as typed, initials of names, and words the shop has
 * nothing for. Each names what the buyer wants; recall@3 is the share of it among the first three
 * results (all of them when fewer than three products are wanted), and a query that must find
 * nothing scores 1 only when nothing is found. search-relevance.demo.test.ts asks every query to
 * score 1; `npm run bench:recall` (scripts/bench/search-recall.ts) writes the figures by kind
 * into docs/benchmarks.md.
 */
import { buildListingSnapshot } from '../../build/listing/listing-tables';
import { defaultQuery } from '../../domain/listing/listing-query';
import type { SnapshotProduct } from '../../domain/listing/listing-snapshot';
import { placeholderPicture } from '../../domain/picture';
import type { Locale } from '../../i18n/locales';
import { loadCatalogue } from '../../portal/catalogue';
import { createPortalClient } from '../../portal/client';
import { createListingService, type ListingService } from './service';

/**
 * A product as a buyer knows it: its name, model number, brand and the categories it is filed
 * under.
 */
export interface Known {
  name: string;
  code: string;
  brand: string;
  categories: string[];
}

export type Wanted = ((p: Known) => boolean) | 'nothing';

export type Kind =
  | 'model number'
  | 'slip of the keyboard'
  | 'synonym'
  | 'Arabic'
  | 'brand + category'
  | 'stray word'
  | 'split or joined'
  | 'acronym'
  | 'nothing';

export interface Case {
  kind: Kind;
  query: string;
  wanted: Wanted;
  /** The language of the pages it is typed on. */
  locale: Locale;
}

/**
 * Every SKU of a model: the model's own code and its variants (warranty, pack, condition, region,
 * lot).
 */
const model = (code: string) => {
  const variants = new RegExp(
    `^${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(-(\\d+PK|\\dY|RF|OB|ME|L\\d+|\\d+))*$`,
  );
  return (p: Known) => variants.test(p.code);
};
const category =
  (...names: string[]) =>
  (p: Known) =>
    p.categories.some((c) => names.includes(c));
const brand = (name: string) => (p: Known) => p.brand === name;
const named = (text: string) => (p: Known) => p.name.includes(text);
/** The ways one model number is typed, each wanting that model. */
const spellings = (code: string, queries: string[]) =>
  queries.map((query): [string, Wanted] => [query, model(code)]);
const both = (a: (p: Known) => boolean, b: (p: Known) => boolean) => (p: Known) => a(p) && b(p);

const switches = category('Network Switches');
const printers = category('Printers', 'Receipt & Label Printers');

/** What buyers type, by kind, and what each one wants. */
const asked: Record<Kind, [query: string, wanted: Wanted][]> = {
  // A model number as written, joined, split, in lower case, without its maker's prefix, and its
  // start while typing.
  'model number': [
    ...spellings('TL-SG1024D', [
      'TL-SG1024D',
      'tlsg1024d',
      'SG1024D',
      'sg 1024d',
      'tl sg1024d',
      'sg1024',
    ]),
    ...spellings('C1000-48T-4G-L', [
      'C1000-48T-4G-L',
      'c100048t4gl',
      'c1000 48t',
      'C1000-48T',
      'c1000-48',
    ]),
    ...spellings('DGS-1016C', ['DGS-1016C', 'dgs1016c', 'dgs 1016c', 'DGS1016', '1016c']),
    ...spellings('XGS-87', ['XGS-87', 'xgs87', 'xgs 87', 'sophos xgs87', 'XGS 87 firewall']),
    ...spellings('FG-40F', ['FG-40F', 'fg40f', 'fg 40f', 'FG40F firewall']),
    ...spellings('SIP-T46U', ['SIP-T46U', 'sipt46u', 'T46U', 'sip t46u', 'yealink t46u']),
    ...spellings('UCM6304', ['UCM6304', 'ucm-6304', 'ucm 6304', 'Ucm6304 ip pbx']),
    ...spellings('9H.JPC77.34E', ['9H.JPC77.34E', '9hjpc7734e', '9h jpc77 34e', 'mw560', 'MW-560']),
    ...spellings('HL-L2350DW', ['HL-L2350DW', 'hll2350dw', 'L2350DW', 'hl l2350dw', 'l2350']),
    ...spellings('PAN-PA-450', ['PA-450', 'pa450', 'pa 450 firewall']),
    ...spellings('GS308', ['gs308', 'GS-308']),
    ...spellings('RS1221+', ['rs1221', 'RS-1221+']),
    ...spellings('W70B', ['w70b', 'W-70B']),
  ],
  // One letter swapped with the next, wrong, missing or doubled, in words, brands and categories.
  'slip of the keyboard': [
    ['swtich', switches],
    ['Csico', brand('Cisco')],
    ['rotuer', category('Routers')],
    ['prniter', printers],
    ['scnaner', category('Barcode Scanners')],
    ['Lenvoo', brand('Lenovo')],
    ['labtop', category('Laptops')],
    ['yealnik phone', brand('Yealink')],
    ['fortinte firewall', brand('Fortinet')],
    ['projetcor', category('Projectors')],
    ['moniter', category('Monitors')],
    ['thinkapd', (p) => p.name.includes('ThinkPad')],
    ['firewlal', category('Firewalls')],
    ['mikrotk switch', both(brand('MikroTik'), switches)],
    ['accesss point', category('Access Points', 'Point-to-Multipoint')],
  ],
  // The shop's own words for things (the synonyms of the site configuration).
  synonym: [
    ['voip phone', category('IP Telephony')],
    ['ups', category('UPS & Power')],
    ['uninterruptible power supply', category('UPS & Power')],
    ['notebook', category('Laptops')],
    ['dell notebook', both(brand('Dell'), category('Laptops'))],
    ['pos', category('Point of Sale')],
    ['point of sale terminal', category('POS Terminals')],
    ['wifi router', category('Routers')],
    ['wireless access point', category('Access Points')],
    ['lan cable', category('Network Cables')],
    ['hard disk', (p) => p.name.includes('Hard Drive')],
    ['cordless phone', category('DECT Phones')],
  ],
  // Arabic as people write it: singular or plural, with or without the article, marks or tatweel,
  // Arabic digits.
  Arabic: [
    ['طابعة', printers],
    ['الطابعات', printers],
    ['طابعه ايصالات', category('Receipt & Label Printers')],
    ['طابِعة إيصال', category('Receipt & Label Printers')],
    ['ساعة ذكية', category('Smartwatches')],
    ['سماعة', category('Keyboards, Mice & Headsets')],
    ['كابل شبكة', category('Network Cables')],
    ['هاتف مؤتمر', category('Conference Phones')],
    ['سويتش مدار', category('Managed Switches')],
    ['سويتـــشات', switches],
    ['شاشه', category('Monitors')],
    ['سويتش ٢٤', both(switches, (p) => /\b24\b/.test(p.name))],
    ['XGS ٨٧', model('XGS-87')],
    ['طابعة ٤١٠٣', model('2Z627A')],
    ['لابتوب لينوفو', both(brand('Lenovo'), category('Laptops'))],
    ['سيسكو', brand('Cisco')],
    ['كمبيوتر محمول', category('Laptops')],
    ['سويتش', switches],
    ['ماسح باركود', category('Barcode Scanners')],
    ['ميكروتيك', brand('MikroTik')],
    ['هواوي', brand('Huawei')],
    ['ديل', brand('Dell')],
    ['راوتر', category('Routers')],
    ['جدار ناري', category('Firewalls')],
    ['درج نقود', category('Cash Drawers')],
  ],
  // A brand with what it makes.
  'brand + category': [
    ['cisco switch', both(brand('Cisco'), switches)],
    ['hp laptop', both(brand('HP'), category('Laptops'))],
    ['lenovo laptops', both(brand('Lenovo'), category('Laptops'))],
    ['yealink ip phone', both(brand('Yealink'), category('IP Telephony'))],
    ['epson printer', both(brand('Epson'), printers)],
    ['zebra scanner', both(brand('Zebra'), category('Barcode Scanners'))],
    ['fortinet firewall', both(brand('Fortinet'), category('Firewalls'))],
    [
      'ubiquiti access point',
      both(brand('Ubiquiti'), category('Access Points', 'Point-to-Multipoint')),
    ],
    ['tplink router', both(brand('TP-Link'), category('Routers'))],
    ['dlink switch', both(brand('D-Link'), switches)],
    ['samsung monitor', both(brand('Samsung'), category('Monitors'))],
    ['posiflex cash drawer', both(brand('Posiflex'), category('Cash Drawers'))],
    ['طابعة epson', both(brand('Epson'), printers)],
    ['سويتش cisco', both(brand('Cisco'), switches)],
  ],
  // Real words with one the catalogue lacks, anywhere in the query: what the real ones find.
  'stray word': [
    ['cisco switch qzxv', both(brand('Cisco'), switches)],
    ['qzxv cisco switch', both(brand('Cisco'), switches)],
    ['cisco refrigerator', brand('Cisco')],
    ['hp laptop blorf', both(brand('HP'), category('Laptops'))],
    ['yealink zzkt ip phone', both(brand('Yealink'), category('IP Telephony'))],
    ['epson printer xyzzy', both(brand('Epson'), printers)],
    ['zebra barcode scanner wxq', both(brand('Zebra'), category('Barcode Scanners'))],
    ['fortinet plasma firewall', both(brand('Fortinet'), category('Firewalls'))],
    ['dell playstation laptop', both(brand('Dell'), category('Laptops'))],
    [
      'ubiquiti access point zzyzx',
      both(brand('Ubiquiti'), category('Access Points', 'Point-to-Multipoint')),
    ],
    ['طابعة qzxv', printers],
  ],
  // One word typed as two, two typed as one, a plus spelled out.
  'split or joined': [
    ['bar code scanner', category('Barcode Scanners')],
    ['sfp plus', named('SFP+')],
    ['sfp+ switch', both(named('SFP+'), switches)],
    ['poe plus switch', named('PoE+')],
    ['poe+ switch', named('PoE+')],
    ['tp link router', both(brand('TP-Link'), category('Routers'))],
    ['tplink', brand('TP-Link')],
    ['d link switch', both(brand('D-Link'), switches)],
    ['wi fi router', category('Routers')],
    ['smart watch', category('Smartwatches')],
    ['accesspoint', category('Access Points')],
    ['harddrive', named('Hard Drive')],
    ['lap top', category('Laptops')],
    ['forti gate', named('FortiGate')],
    ['think pad', named('ThinkPad')],
  ],
  // Initials of what product and category names spell out, or print as they are.
  acronym: [
    ['ata', named('Analog Telephone Adapter')],
    ['nsa', named('Network Security Appliance')],
    ['utp bundle', named('Unified Threat Protection')],
    ['ptp bridge', category('Point-to-Point Bridges')],
    ['ip pbx', category('IP PBX')],
    ['crs switch', named('Cloud Router Switch')],
    ['ccr', named('Cloud Core Router')],
    ['pos terminal', category('POS Terminals')],
    ['utp cable', named('UTP Cable')],
    ['nas drive', named('NAS Hard Drive')],
    ['ups', category('UPS & Power')],
  ],
  // Words the shop has nothing for: nothing, rather than whatever is nearest.
  nothing: [
    'qqxqzzv',
    'playstation',
    'xbox',
    'refrigerator',
    'nvr',
    'tl-sg9999d',
    'ثلاجة',
    'قهوة',
    'bicycle',
    'lawnmower',
  ].map((query) => [query, 'nothing']),
};

/** Every kind of query, in the order the set asks them. */
export const kinds = Object.keys(asked) as Kind[];

/** A query in Arabic script is typed on the Arabic pages. */
export const cases: Case[] = Object.entries(asked).flatMap(([kind, queries]) =>
  queries.map(([query, wanted]): Case => ({
    kind: kind as Kind,
    query,
    wanted,
    locale: /\p{Script=Arabic}/u.test(query) ? 'ar' : 'en',
  })),
);

/**
 * A demo portal's catalogue; `arabicCategoryNames` false: as if the site configuration named none
 * of its categories in Arabic.
 */
export interface Shop {
  label: string;
  /** The label of its column in docs/benchmarks.md. */
  short: string;
  products: number;
  seed: number;
  arabicCategoryNames: boolean;
}

export const shops: Shop[] = [
  {
    label: 'the demo catalogue (500 products, seed 42)',
    short: 'demo',
    products: 500,
    seed: 42,
    arabicCategoryNames: true,
  },
  {
    label: 'another catalogue (2,000 products, seed 7, no category named in Arabic)',
    short: 'second catalogue',
    products: 2000,
    seed: 7,
    arabicCategoryNames: false,
  },
];

/** recall@3 of one answer, 0 to 1. */
function recallAt3(known: Map<number, Known>, wanted: Wanted, found: readonly number[]): number {
  if (wanted === 'nothing') return found.length === 0 ? 1 : 0;
  const relevant = [...known.values()].filter(wanted).length;
  const hits = found.slice(0, 3).filter((id) => wanted(known.get(id) as Known)).length;
  return hits / Math.min(3, relevant);
}

export interface Scored {
  kind: Kind;
  query: string;
  listing: number;
  suggestions: number;
  /** The first three names found, for a miss's message. */
  firstThree: string[];
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);

/**
 * A catalogue as the shop's server sees it: its listing service, and each product as a buyer knows
 * it.
 */
export interface OpenShop {
  service: ListingService;
  known: Map<number, Known>;
}

/**
 * Reads a running demo portal's catalogue as the build does and makes the server's listing service
 * of it.
 */
export async function openShop(
  shop: Shop,
  portal: { origin: string; apiKey: string },
): Promise<OpenShop> {
  const client = createPortalClient({ baseUrl: portal.origin, apiKey: portal.apiKey });
  const catalogue = await loadCatalogue(client, { today: new Date(), pageSize: 100 });
  const snapshot = buildListingSnapshot(
    catalogue.products,
    catalogue.categories,
    () => placeholderPicture,
    true,
  );
  if (!shop.arabicCategoryNames)
    snapshot.categories = snapshot.categories.map((c) => ({ ...c, names: {}, words: [] }));
  const brands = new Map(snapshot.brands.map((b) => [b.slug, b.name]));
  const categories = new Map(snapshot.categories.map((c) => [c.id, c.name]));
  const knownOf = (p: SnapshotProduct): Known => ({
    name: p.name,
    code: p.code,
    brand: (p.brand !== null && brands.get(p.brand)) || '',
    categories: [p.categoryId, p.subcategoryId].flatMap((id) =>
      id === null ? [] : (categories.get(id) ?? []),
    ),
  });
  return {
    service: createListingService(snapshot),
    known: new Map(snapshot.products.map((p) => [p.id, knownOf(p)])),
  };
}

/** One query asked on /products and in the suggestions, scored. */
export function score({ service, known }: OpenShop, { kind, query, wanted, locale }: Case): Scored {
  const listed = service
    .list({ query: { ...defaultQuery, search: query }, from: 1, locale })
    .cards.map((c) => c.id);
  const suggested = service.suggest(query, locale).products.map((p) => p.id);
  return {
    kind,
    query,
    listing: recallAt3(known, wanted, listed),
    suggestions: recallAt3(known, wanted, suggested),
    firstThree: listed.slice(0, 3).map((id) => `${known.get(id)?.name} (${known.get(id)?.code})`),
  };
}

/** Mean recall@3 of some scored queries. */
export interface Recall {
  queries: number;
  listing: number;
  suggestions: number;
}

const recallOf = (scored: readonly Scored[]): Recall => ({
  queries: scored.length,
  listing: mean(scored.map((s) => s.listing)),
  suggestions: mean(scored.map((s) => s.suggestions)),
});

/** The whole set's recall@3 and each kind's. */
export function recallByKind(scored: readonly Scored[]): {
  whole: Recall;
  kinds: (Recall & { kind: Kind })[];
} {
  return {
    whole: recallOf(scored),
    kinds: kinds.map((kind) => ({ kind, ...recallOf(scored.filter((s) => s.kind === kind)) })),
  };
}
