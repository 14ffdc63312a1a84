import { useState } from 'react';

const placeholder = '/images/placeholder.svg';

/** A cart line's picture; the placeholder when there is none or it fails to load. */
export function CartImage({ src, size = 80 }: { src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? placeholder : src}
      onError={() => setFailed(true)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      className="shrink-0 rounded-md border border-gray-200 bg-white object-contain"
      style={{ width: size, height: size }}
    />
  );
}
