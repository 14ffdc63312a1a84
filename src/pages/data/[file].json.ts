/** The listing, search and compare data files (see src/data/listing-data.ts, src/data/compare-data.ts), written once at build time. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCompareData } from '../../data/compare-data';
import { getListingData } from '../../data/listing-data';

export const prerender = true;

async function dataFiles(): Promise<Map<string, string>> {
  const [listing, compare] = await Promise.all([getListingData(), getCompareData()]);
  return new Map([...listing.files, ...compare.files]);
}

export const getStaticPaths = (async () => {
  const files = await dataFiles();
  return [...files.keys()].map((file) => ({ params: { file } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const body = (await dataFiles()).get(params.file ?? '');
  if (body === undefined) return new Response(null, { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
};
