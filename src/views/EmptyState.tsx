/**
 * What a page or a list shows when it has nothing to show: a title, an optional line, and the way
 * on. One markup for the listings and searches (SPEC section 2), the cart, the wishlist and
 * compare.
 */
interface Props {
  title: string;
  /** h1 where the empty state is all the page has; h2 under a page's own heading. */
  heading: 'h1' | 'h2';
  text?: string;
  action: { href: string; label: string };
  /** A dashed frame, where the empty state stands in for a grid of cards. */
  framed?: boolean;
}

export default function EmptyState({
  title,
  heading: Heading,
  text,
  action,
  framed = false,
}: Props) {
  const frame = framed ? 'rounded-lg border border-dashed border-gray-300 bg-white px-6' : '';
  return (
    <div className={`flex flex-col items-center gap-3 py-12 text-center ${frame}`}>
      <Heading
        className={
          Heading === 'h1' ? 'text-2xl font-bold text-ink' : 'text-xl font-semibold text-ink'
        }
      >
        {title}
      </Heading>
      {text && <p className="max-w-md text-ink-muted">{text}</p>}
      <a href={action.href} className="btn btn-primary mt-1">
        {action.label}
      </a>
    </div>
  );
}
