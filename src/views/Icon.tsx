/**
 * A decorative inline icon: screen readers get the text next to it, never the drawing. Islands draw
 * it; Astro components use Icon.astro, which writes the same markup without a React render. Both
 * draw the page's sprite (src/components/shell/IconSprite.astro), which every page holds.
 */
import { iconClass, iconId, type IconName } from './icons';

export function Icon({
  name,
  size = 20,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg width={size} height={size} aria-hidden="true" className={iconClass(name, className)}>
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
