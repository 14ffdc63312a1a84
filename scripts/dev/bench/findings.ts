/**
 * What was found about a target that a bench run did not meet, and what meeting it would take:
 * written by hand after the measuring, printed in docs/benchmarks.md under each target the run
 * misses (report.ts). A target missed without a finding here is printed as such, so the report never
 * passes over one in silence. `npm run bench -- --report-only` prints the report again from the last
 * run's results (docs/benchmarks.json) once a finding is written or changed.
 */
import type { TargetId } from './targets.ts';

export interface Finding {
  /** What the measuring showed the time or the bytes are made of. */
  found: string;
  /** What meeting the target would take, and why it is not done. */
  wouldTake: string;
}

export const findings: Partial<Record<TargetId, Finding>> = {
  'lighthouse-performance': {
    found:
      "Every page type's median run scores 95 or more except, in some runs, the cart: its LCP (1.9 to 2.0 s, see below) costs it points in every run, and its Total Blocking Time, Lantern's simulation from the observed tasks, varies from run to run on this machine (the cart's 22 to 32 ms in the run of 2026-11-26 11:11, 138 and 281 ms in the run of 14:07 with the same cart code). An A/B of the build before and after this stop's change on the same machine at the same time (3 runs of each, twice): performance 91 to 100 and TBT 38 to 365 ms for both, with no difference between them that stood out.",
    wouldTake: "The cart's lines on screen before React (see the LCP of the buying pages): with its LCP under 1.8 s the cart scores 98 to 100 even in runs with a TBT near 300 ms.",
  },
  'build-3-min': {
    found:
      "This run's machine was slower than the last one's: bare Astro took 41.9 s for the same 40,382 pages, against 30.5 s in the run of 2026-11-26 11:11 (same Astro, same machine type), when this build took 137.0 s warm (met) and 213.2 s cold. Ours against bare Astro is about the same in both runs (warm 4.6 and 4.5 times as long). The only change to what is built between the two runs is the cards' buttons' loader, an inline script of about 0.6 KB per page in place of a module script tag.",
    wouldTake: 'Nothing new to find: the same build met it in the last run. Keeping a margin on a slow run takes what the warm build target below takes.',
  },
  'cold-build': {
    found:
      "The same slower machine as for the 3-minute target: bare Astro 41.9 s for the same pages against 30.5 s in the run of 2026-11-26 11:11, when this cold build took 213.2 s (met); ours against bare Astro 7.6 times as long here, 7.0 then. A cold build adds the pictures' encoding and Astro's first fill of its data store to what a warm one does.",
    wouldTake: 'The same as the warm build (render only the pages that changed, which a cold build cannot skip), so for the cold build fewer bytes and less work per page: the header\'s category tree is written three times into every page.',
  },
  'lcp-buy': {
    found:
      "The cart draws its lines from the browser's storage with React, so its LCP cannot come before React's chunk (58.7 KB compressed) has arrived and run: in Lantern's graph that chunk is asked for once the cart's island chunk has arrived (about 1.15 s simulated) and takes about 0.75 s on Lantern's slow 4G. Removed already: React DOM's extra round trip (one React chunk), the first `Intl.NumberFormat` (0.1 s of CPU at 4x), the live price check's round trip before the paint, React fetched beside the stylesheet by idle islands. Tried and not kept: a modulepreload of React's chunk (first paint 1.15 -> 1.55 s, LCP unchanged). Checkout and confirmation, whose largest element is in their HTML, are well under 1.8 s.",
    wouldTake:
      "The cart's lines on screen before React: the cart kept in a cookie as well as local storage, so the shop's server can render the cart page's lines into its HTML (the cart page becomes an on-demand page of the server), or a lighter runtime (Preact's compatibility layer, about 5 KB) for the cart's island. Either is a change of architecture (DESIGN.md: static pages, React islands) to decide with the team, not a tuning.",
  },
  'first-search-time': {
    found:
      "Measured from the Enter key to the first result cards in the page, Chromium at 4x slowdown, in fresh browsers, on a 2-core machine other work shares: one run varies by a factor of two (217 to 295 ms in the run of 2026-11-28 17:33 UTC, 164 to 333 ms in the run of 17:22 UTC before the change below). Since issue 36 a search from the header asks for its answer before anything renders and shows no loading state when the answer comes within 150 ms (`quietMs` in src/islands/listing/listing-browser-state.ts); before, that loading render (heading, status and filters drawn again, with their layout and paint: about 100 ms of the main thread at 4x) stood between the answer and the results. A trace at 4x (500 products, a loaded machine): the request leaves 49 ms after Enter (the submit handler and the search box's own render), the answer is in 160 to 195 ms after Enter, then the results' render takes about 87 ms of script and their layout 35 ms. Tried and not kept: drawing the phone's filters only while their drawer is open (no difference that stood out of the noise in 3 alternating series of 5 runs), and the search box's own render after the request in a transition (its pending suggestion then went out too: 3 requests, slower).",
    wouldTake:
      "Less work in the results' own render and layout on a slow phone (the first 8 cards, the pager, the filters), and a measure with less noise than one browser per run on a shared 2-core machine to tell tens of milliseconds apart.",
  },
  'warm-build': {
    found:
      "The warm build here renders every page again (`--force`, as after a change every page shows: the category tree, a setting, the footer's products, shared code); an edit renders only its pages (edit to live). Measured on 2026-11-27, not in a bench run: the whole catalogue rendered again at 10,000 products took 112.4 s through the publisher (the first edit of the run repriced a product the footer shows) and 124.4 s through `npm run build` with a first output to assemble (Astro 103.2 s, the output 10.3 s, the checks 10.7 s). Pages render on one thread, as Astro does (ADR 0012 removed the worker threads, which read Astro's internals).",
    wouldTake:
      "Astro 7.4's `experimental.parallelPrerender`, the public way to render on more threads (this registry stops at 7.3.5), and fewer folders to make (see edit to live).",
  },
  'warm-build-vs-bare': {
    found:
      "The stored figures are those of the 2026-11-26 run, before incremental builds. Measured again on 2026-11-27 at 12:46 UTC with this stop's code on a quiet machine (`npm run bench -- --sizes 10000 --skip-lighthouse`, same run): warm build with every page rendered 80.8 s against a bare Astro build of as many pages 20.1 s, 4.02 x (cold 191.0 s). That run stopped at its search step before writing results: the search bench reads the listing snapshot from a file the build no longer writes (it travels as a build artefact into the server bundle, ADR 0012), so these figures are not in the table above.",
    wouldTake:
      'Nothing more for the target: a run that completes. The search bench has to take its snapshot from the build again (from the server bundle, or made from the catalogue the bench reads).',
  },
  'warm-build-20000': {
    found: "The same cost as at 10,000 products, twice the pages (the shop always builds both languages; the issue asks this of one language).",
    wouldTake: 'The same as for the warm build at 10,000 products: rendering again only the pages whose data changed.',
  },
};
