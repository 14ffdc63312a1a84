import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildListingData } from '../../data/listing-data';
import { effectivePrice, isInStock } from '../../domain/catalogue';
import { categories, products } from '../../domain/fixtures/search-catalogue';
import { pictureFor, placeholderPicture } from '../../images/picture';
import { loadListing, loadNames, loadSearch } from './catalogue-client';

// listing-data reads the build's catalogue through astro:content, which only exists in a build.
vi.mock('../../data/catalogue', () => ({ getCatalogue: () => Promise.reject(new Error('not in a build')) }));

const picture = (url: string | undefined) =>
  url ? pictureFor(`${url.length.toString(16).padStart(4, '0')}abcdef`, 'square', { width: 960, height: 960 }) : placeholderPicture;
const withImages = products.map((p, i) => (i % 2 === 0 ? { ...p, images: [`https://portal.example/uploads/${p.id}.png`] } : p));
const data = buildListingData(withImages, categories, picture);

function serve(files: Map<string, string>, failing = new Set<string>()) {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const body = files.get(url.replace(/^\/data\/(.*)\.json$/, '$1'));
    if (body === undefined || failing.has(url)) return new Response('', { status: 404 });
    return new Response(body, { headers: { 'Content-Type': 'application/json' } });
  });
  return requested;
}

afterEach(() => vi.unstubAllGlobals());

describe('the data files, read back in the browser', () => {
  it('names every file by its content', () => {
    const again = buildListingData(withImages, categories, picture);
    expect([...again.files.keys()]).toEqual([...data.files.keys()]);
    const cheaper = buildListingData(withImages.map((p) => (p.id === 105 ? { ...p, price: 100 } : p)), categories, picture);
    expect(cheaper.listingUrl).not.toBe(data.listingUrl);
    // Card chunks hold no prices, so a price change leaves them (and their caches) alone.
    expect([...cheaper.files.keys()].filter((k) => k.startsWith('cards-'))).toEqual(
      [...data.files.keys()].filter((k) => k.startsWith('cards-')),
    );
  });

  it('gives back every product facet in catalogue order', async () => {
    serve(data.files);
    const listing = await loadListing(data.listingUrl, true);
    expect(listing.facets).toEqual(
      withImages.map((p) => ({ id: p.id, price: effectivePrice(p), categoryId: p.categoryId, subcategoryId: p.subcategoryId, brand: p.brand?.slug ?? null })),
    );
    expect(listing.positions.get(104)).toBe(3);
    expect(listing.brands).toEqual(
      ['APC', 'Cisco', 'Dell', 'TP-Link', 'Ubiquiti', 'Yealink'].map((name) => ({ slug: name.toLowerCase(), name })),
    );
  });

  it('slugs brands from the name when the portal gives no slug, the same name sharing one', () => {
    const noSlugs = withImages.map((p) => (p.brand ? { ...p, brand: { name: p.brand.name === 'TP-Link' ? 'TP Link' : p.brand.name, slug: null } } : p));
    const unslugged = buildListingData(noSlugs, categories, picture);
    expect(unslugged.brands.map((b) => b.slug)).toEqual(['apc', 'cisco', 'dell', 'tp-link', 'ubiquiti', 'yealink']);
    expect(noSlugs.map((p) => unslugged.brandSlug(p))).toEqual(withImages.map((p) => p.brand?.slug ?? null));
  });

  it('gives the names for sorting without building the search engine', async () => {
    const requested = serve(data.files);
    const names = await loadNames(data.searchUrl);
    expect(names.name(3)).toBe('Yealink T54W Prime Business Phone');
    expect(names.nameAr(3)).toBeNull();
    expect(requested).toEqual([data.searchUrl]);
  });

  it('puts cards together from only the chunks they need', async () => {
    const requested = serve(data.files);
    const listing = await loadListing(data.listingUrl, true);
    const cards = await listing.cards([3, 0]);
    expect(cards).toEqual(
      [withImages[3], withImages[0]].map((p) => ({
        id: p!.id,
        slug: p!.slug,
        name: p!.name,
        nameAr: null,
        brand: p!.brand?.name ?? null,
        price: p!.price,
        salePrice: p!.salePrice,
        vatPercent: 5,
        inStock: isInStock(p!),
        picture: picture(p!.images[0]),
      })),
    );
    expect(requested.filter((u) => u.includes('cards-'))).toHaveLength(1);
  });

  it('searches the catalogue once the search file is in', async () => {
    serve(data.files);
    const search = await loadSearch(data.listingUrl, data.searchUrl, true);
    expect(search.engine.search('C1000-24T-4G-L')[0]).toBe(101);
    expect(search.engine.search('managed switches').sort()).toEqual([101, 106]);
    // Brands are searched from the listing file's table.
    expect(search.engine.search('ubiquiti')).toEqual([108]);
    expect(search.name(3)).toBe('Yealink T54W Prime Business Phone');
    expect(search.category(31)?.name).toBe('IP Phones');
  });

  it('fetches again after a failure', async () => {
    // Files of another build: loads are remembered for the page's lifetime.
    const other = buildListingData(withImages.slice(0, 3), categories, picture);
    const failing = new Set([other.searchUrl]);
    serve(other.files, failing);
    await expect(loadSearch(other.listingUrl, other.searchUrl, true)).rejects.toThrow('404');
    failing.clear();
    await expect(loadSearch(other.listingUrl, other.searchUrl, true)).resolves.toBeDefined();
  });

  it('filters and suggests on the prices shown: net of each product rate when prices exclude VAT', async () => {
    const name = [...data.files.keys()].find((k) => k.startsWith('listing-')) as string;
    const file = JSON.parse(data.files.get(name) as string) as { price: number[]; sale: number[]; vat?: number[] };
    const rates = file.price.map((_, i) => (i === 0 ? 0 : 5));
    const files = new Map([...data.files, ['listing-with-rates', JSON.stringify({ ...file, vat: rates })]]);
    serve(files);
    const listing = await loadListing('/data/listing-with-rates.json', false);
    expect(listing.facets.map((f) => f.price)).toEqual(
      withImages.map((p, i) => (i === 0 ? effectivePrice(p) : effectivePrice(p) - Math.round((effectivePrice(p) * 5) / 105))),
    );
    expect(listing.offers.map((o) => o.vatPercent)).toEqual(rates);
    // The cards keep the VAT-inclusive prices; the card shows them by the same rule.
    expect(listing.offers.map((o) => o.price)).toEqual(withImages.map((p) => p.price));
  });
});
