/**
 * Runs `task` once the browser has drawn the next frame (a task queued from an animation frame runs
 * after that frame's paint). Returns a function that cancels it if it has not run yet.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
