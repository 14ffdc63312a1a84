/**
 * The Compare toggle of a product card and of the product page: plain markup, no island of its own.
 * Presses are handled by the tray
 * (src/islands/compare/CompareTray.tsx), hydrated on the first one, which also keeps `aria-pressed`
 * in step with the products chosen.
 */
import type { CompareItem } from '../../domain/compare/compare';
import { Icon } from '../Icon';

/** The looks' classes (global.css). */
const looks = {
  card: 'compare-toggle compare-toggle-card',
  page: 'compare-toggle compare-toggle-page',
};

interface Props {
  item: CompareItem;
  label: string;
  look: keyof typeof looks;
}

export function CompareToggle({ item, label, look }: Props) {
  // A card's toggle leaves its product's slug, name and picture to be read from the card (twenty
  // cards' worth of repeats would cost a listing's HTML budget); the product page's carries them.
  const carried =
    look === 'page'
      ? { 'data-slug': item.slug, 'data-name': item.name, 'data-image': item.image ?? '' }
      : {};
  return (
    <button
      type="button"
      data-compare-toggle={item.id}
      {...carried}
      aria-pressed="false"
      className={looks[look]}
    >
      <Icon name="compare" size={look === 'card' ? 14 : 18} />
      {label}
      <span className="sr-only" dir="auto">{` ${item.name}`}</span>
    </button>
  );
}
