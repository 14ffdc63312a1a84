/**
 * The filters on small screens: a button opening a modal side drawer. A native <dialog> gives the
 * focus trap, Escape to close and the return of focus to the button.
 */
import { useId, useRef, type ReactNode } from 'react';
import type { Messages } from '../../i18n/messages';

interface Props {
  /** Shown on the close button at the bottom, e.g. "Show 45 products". */
  doneLabel: string;
  children: ReactNode;
  t: Pick<Messages['listing'], 'filters' | 'closeFilters'>;
}

export default function FilterDrawer({ doneLabel, children, t }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
        className={[
          'inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-400 bg-white px-4',
          'text-sm font-semibold text-ink hover:border-brand-700 lg:hidden',
        ].join(' ')}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" className="fill-current">
          <path d="M2 4h16v2H2zm3 5h10v2H5zm3 5h4v2H8z" />
        </svg>
        {t.filters}
      </button>
      {/* The click is on the backdrop, for the mouse; the keyboard closes the dialog with Escape or
          its close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        // A click on the backdrop lands on the dialog itself.
        onClick={(e) => e.target === e.currentTarget && close()}
        className={[
          'm-0 h-dvh max-h-none w-[min(22rem,90vw)] max-w-none bg-white p-0 text-ink shadow-xl',
          'backdrop:bg-black/50',
        ].join(' ')}
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <h2 id={titleId} className="text-lg font-semibold">
              {t.filters}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={t.closeFilters}
              className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-gray-100"
            >
              <svg
                viewBox="0 0 20 20"
                width="20"
                height="20"
                aria-hidden="true"
                className="fill-current"
              >
                <path d="M4.3 3 10 8.6 15.7 3 17 4.3 11.4 10l5.6 5.7-1.3 1.3-5.7-5.6L4.3 17 3 15.7 8.6 10 3 4.3z" />
              </svg>
            </button>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          <div className="border-t border-gray-200 p-4">
            <button type="button" onClick={close} className="btn btn-primary w-full">
              {doneLabel}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
