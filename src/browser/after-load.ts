/**
 * Runs `task` once the page has loaded and the browser is then first idle: for work no first paint
 * needs. An idle period alone comes too soon on a fast machine, between the page's own downloads:
 * what it started then shared the bandwidth with the page's largest picture.
 */
export function afterLoadIdle(task: () => void, timeoutMs = 2000): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => task(), { timeout: timeoutMs });
    else setTimeout(task, 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
