/**
 * The compare data files (see src/build/compare/compare-data.ts), written once at build time. A
 * file's name is a digest of its content, so the name is its cache key (ADR 0012).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCompareData } from '../../build/compare/compare-data';

export const prerender = true;

const dataFiles = async () => (await getCompareData()).files;

export const getStaticPaths = (async () => {
  const files = await dataFiles();
  return [...files.keys()].map((file) => ({ params: { file }, cacheKey: file }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const body = (await dataFiles()).get(params.file ?? '');
  if (body === undefined) return new Response(null, { status: 404 });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
};
