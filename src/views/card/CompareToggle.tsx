/**
 * The Compare toggle of a product card and of the product page: plain markup, no island of its own.
 * Presses are handled by the tray
 * (src/islands/compare/CompareTray.tsx), hydrated on the first one, which also keeps `aria-pressed`
 * in step with the products chosen.
 */
import type { CompareItem } from '../../domain/compare/compare';
import { Icon } from '../Icon';

const looks = {
  // In a corner of the picture, above the card's stretched link, so it takes its own presses. A set
  // width: painted before its label had arrived, it once grew from its icon to its full width.
  card: 'absolute end-2 bottom-2 z-10 w-24 gap-1 rounded-full border border-gray-300 bg-white/95 px-2 py-1 text-xs',
  page: 'min-h-11 self-start gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm',
};

interface Props {
  item: CompareItem;
  label: string;
  look: keyof typeof looks;
}

export function CompareToggle({ item, label, look }: Props) {
  // A card's toggle leaves its product's slug, name and picture to be read from the card (twenty
  // cards' worth of repeats would cost a listing's HTML budget); the product page's carries them.
  const carried = look === 'page' ? { 'data-slug': item.slug, 'data-name': item.name, 'data-image': item.image ?? '' } : {};
  return (
    <button
      type="button"
      data-compare-toggle={item.id}
      {...carried}
      aria-pressed="false"
      className={`${looks[look]} inline-flex items-center font-semibold text-ink hover:border-brand-600 hover:text-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white`}
    >
      <Icon name="compare" size={look === 'card' ? 14 : 18} />
      {label}
      <span className="sr-only" dir="auto">{` ${item.name}`}</span>
    </button>
  );
}
