/**
 * A decorative inline icon: screen readers get the text next to it, never the drawing. Islands draw
 * it; Astro components use Icon.astro, which writes the same markup without a React render.
 */
import { iconClass, icons, type IconName } from './icons';

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const icon: { paths: readonly string[]; filled?: boolean } = icons[name];
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={icon.filled ? 'currentColor' : 'none'}
      stroke={icon.filled ? undefined : 'currentColor'}
      strokeWidth={icon.filled ? undefined : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      fillRule="evenodd"
      aria-hidden="true"
      focusable="false"
      className={iconClass(className)}
    >
      {icon.paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
