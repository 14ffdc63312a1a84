/**
 * Portal image references into absolute URLs. Lists send `image_url`/`photo_url` (absolute), single
 * products a bare file name under /assets/uploads/. `no_image.png` is the portal's "no picture"
 * sentinel: it becomes "no image" so the shop shows its own placeholder.
 */

export function imageUrl(value: string | null | undefined, baseUrl: string): string | null {
  const ref = value?.trim();
  if (!ref) return null;
  let url: URL;
  try {
    url = resolve(ref, baseUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (/(^|\/)no_image\.png$/i.test(url.pathname)) return null;
  return url.href;
}

function resolve(ref: string, baseUrl: string): URL {
  if (ref.startsWith('//')) return new URL(`https:${ref}`);
  // A bare file name lives in the uploads folder; anything else is a URL or a path on the portal.
  if (!ref.includes('/') && !/^[a-z][a-z0-9+.-]*:/i.test(ref))
    return new URL(`${baseUrl}/assets/uploads/${encodeURIComponent(ref)}`);
  return new URL(ref, `${baseUrl}/`);
}

/** Absolute URLs of the given references, in order, without repeats or gaps. */
export function imageList(refs: readonly (string | null | undefined)[], baseUrl: string): string[] {
  const urls = refs
    .map((ref) => imageUrl(ref, baseUrl))
    .filter((url): url is string => url !== null);
  return [...new Set(urls)];
}
