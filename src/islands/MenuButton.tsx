/**
 * The disclosure button of one header menu. The panel it opens is static HTML rendered hidden
 * beside it, so its links ship no JS and travel in no island props; this island only shows and hides
 * it. Which menu is open lives in $openMenu, so opening one closes the others.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { IconName } from '../components/icons';
import { $openMenu, closeMenus, toggleMenu, type MenuId } from '../stores/ui';
import { Icon } from '../components/Icon';

interface Props {
  menu: MenuId;
  /** id of the panel the button shows and hides. */
  controls: string;
  label: string;
  /** Icon-only buttons keep their label for screen readers. */
  hideLabel?: boolean;
  icon?: IconName;
  /** A trailing chevron that turns when the menu is open. */
  chevron?: boolean;
  /** id of the field to focus on opening, for a panel whose only purpose is typing. */
  focusOnOpen?: string;
  className?: string;
}

export default function MenuButton({ menu, controls, label, hideLabel = false, icon, chevron = false, focusOnOpen, className }: Props) {
  const open = useStore($openMenu) === menu;
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const panel = document.getElementById(controls);
    if (!panel) return;
    panel.hidden = !open;
    if (!open) return;
    if (focusOnOpen) document.getElementById(focusOnOpen)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenus();
      button.current?.focus();
    };
    // Tabbing out of the menu closes it, so an open panel never covers the element that has focus.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Node && !panel.contains(target) && !button.current?.contains(target)) closeMenus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, controls, focusOnOpen]);

  return (
    <button
      ref={button}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => toggleMenu(menu)}
      className={className}
    >
      {icon && <Icon name={open && icon === 'menu' ? 'close' : icon} size={22} />}
      <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
      {chevron && <Icon name="chevron-down" size={16} className={open ? 'rotate-180 transition-transform' : 'transition-transform'} />}
    </button>
  );
}
