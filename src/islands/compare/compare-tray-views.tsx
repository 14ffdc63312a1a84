/**
 * The parts of the compare tray (CompareTray.tsx) that only draw what its state
 * (compare-tray-state.ts) gives them.
 */
import type { CompareItem } from '../../domain/compare/compare';
import { Icon } from '../../views/Icon';
import { CartImage } from '../cart/CartImage';

interface ItemProps {
  item: CompareItem;
  href: string;
  /** The remove button's label, naming the product. */
  removeLabel: string;
  onRemove: () => void;
}

/** A chosen product: its picture and name, linked to its page, and a button that takes it out. */
export function TrayItem({ item, href, removeLabel, onRemove }: ItemProps) {
  return (
    <li
      className="relative flex min-w-0 items-center sm:max-w-56 sm:flex-1"
      data-compare-item={item.id}
    >
      <a href={href} className="flex min-w-0 items-center gap-2 rounded-md hover:text-brand-700">
        <CartImage src={item.image} size={40} />
        <span dir="auto" className="sr-only text-xs font-semibold sm:not-sr-only sm:line-clamp-2">
          {item.name}
        </span>
      </a>
      <button
        type="button"
        aria-label={removeLabel}
        className={[
          'absolute -end-2 -top-2 grid size-6 place-items-center rounded-full border',
          'border-gray-300 bg-white text-ink-muted hover:text-danger sm:static sm:ms-1 sm:size-8',
          'sm:border-0',
        ].join(' ')}
        onClick={onRemove}
      >
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}
