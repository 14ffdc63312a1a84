/**
 * What a product without a picture shows: the drawing public/images/placeholder.svg held, written
 * into the markup. As an <img> it would be a request of its own and, being the largest picture on
 * the first screen, the page's largest paint, though it shows no product (ADR 0021); inline shapes
 * are neither. Its words come in the page's language, and screen readers hear `label` once (a
 * role="img" reads as one picture, its text included).
 */
export function NoPicture({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 400 400" role="img" aria-label={label} className={className} data-no-picture>
      <rect width="400" height="400" fill="#eef1f4" />
      <g fill="none" stroke="#9aa5b1" strokeWidth="10" strokeLinecap="round" strokeLinejoin="round">
        <rect x="110" y="120" width="180" height="150" rx="14" />
        <circle cx="165" cy="170" r="18" />
        <path d="M120 255l55-50 40 35 30-25 45 40" />
      </g>
      <text x="200" y="320" fontSize="22" fill="#52606d" textAnchor="middle">
        {text}
      </text>
    </svg>
  );
}
