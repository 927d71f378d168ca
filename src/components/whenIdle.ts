/** Runs `task` when the browser is idle (after the current frame on browsers without idle callbacks). */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

/** Runs the tasks in order, one each time the browser is idle; returns what cancels those not yet run. */
export function eachWhenIdle(tasks: readonly (() => void)[]): () => void {
  let index = 0;
  let cancel = () => {};
  const next = () => {
    if (index >= tasks.length) return;
    cancel = whenIdle(() => {
      tasks[index++]!();
      next();
    });
  };
  next();
  return () => cancel();
}
