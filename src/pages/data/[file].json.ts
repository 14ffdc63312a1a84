/** The listing and search data files (see src/data/listing-data.ts), written once at build time. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getListingData } from '../../data/listing-data';

export const prerender = true;

export const getStaticPaths = (async () => {
  const { files } = await getListingData();
  return [...files.keys()].map((file) => ({ params: { file } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const body = (await getListingData()).files.get(params.file ?? '');
  if (body === undefined) return new Response(null, { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
};
