/**
 * Dims the page under an open header menu; a click on it closes the menu (the category dropdown,
 * the mobile menu or the mobile search). Keyboard users close menus with Escape instead.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $openMenu, closeMenus } from '../stores/ui';

export default function Backdrop() {
  const open = useStore($openMenu) !== null;

  useEffect(() => {
    // A page restored from the back/forward cache keeps its state: the menu whose link was followed
    // would still be open on return.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) closeMenus();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  if (!open) return null;
  return <div className="fixed inset-0 z-30 bg-ink/40" aria-hidden="true" data-backdrop onClick={closeMenus} />;
}
