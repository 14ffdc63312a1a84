/**
 * The HTML of page parts that are the same on every page of a language (the category menus, the
 * footer), rendered once per build and repeated after that. A build renders a few pages a product,
 * and rendering those parts anew on each would be a large share of its time.
 */
import { oncePerBuild } from '../../build/build-artefacts';

const renderedThisBuild = oncePerBuild(() => new Map<string, Promise<string>>());

/**
 * Astro writes an island's hydration script and a component's <script> once per page, where the
 * first one appears: HTML repeated on another page would lack them, so such a part is refused.
 */
const perPageMarkup = /<astro-island|<script/;

async function renderChecked(key: string, render: () => Promise<string>): Promise<string> {
  const markup = await render();
  if (perPageMarkup.test(markup))
    throw new Error(
      `"${key}" holds an island or a script, which Astro writes once per page: it cannot be repeated as it is`,
    );
  return markup;
}

/** The HTML `render` gives for `key`, rendering it only the first time the key is asked for. */
export function renderedOnce(key: string, render: () => Promise<string>): Promise<string> {
  // `astro dev` renders each request anew, so an edited footer or menu shows at once.
  if (import.meta.env.DEV) return renderChecked(key, render);
  const rendered = renderedThisBuild();
  let html = rendered.get(key);
  if (!html) {
    html = renderChecked(key, render);
    rendered.set(key, html);
  }
  return html;
}
