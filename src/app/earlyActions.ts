/**
 * What a person does before the app owns the page is kept, not lost. The page is prerendered, so it
 * is painted (and can be clicked) before React has hydrated it; main.tsx installs this at once, with
 * no dependency, and start.tsx replays what it kept once React owns the element acted on:
 *
 * - a form's submit (a press on "Find Insurance Products", or Enter in a field) is held, and
 *   submitted again through the app once the form and its fields are hydrated, so the search runs
 *   as it would have (with "Processing...", the toast and the fallbacks), on what is in the fields
 *   then; without JavaScript at all, the browser's own POST reaches the server, which answers it;
 * - a press on a button or a tab is held and pressed again once that element is hydrated; until
 *   then the element says it is busy (`aria-busy`, and a progress cursor);
 * - files chosen in a file input are announced again (a `change` event) once it is hydrated.
 *
 * Typing needs nothing here: what is in a field stays in the DOM through hydration, and the form
 * reads it into its state when it hydrates (HealthProfileForm). Links are real links: followed by
 * the browser, the server answers them.
 */

type EarlyAction = { at: number; readyAt?: number } & (
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  | { kind: 'press'; target: HTMLElement }
  | { kind: 'files'; target: HTMLInputElement }
);

/** How long a kept action waits for its element to be owned by the app before it is dropped. */
const GIVE_UP_MS = 20_000;
/**
 * How long an element is owned before its action is replayed: React marks an element as it renders
 * it, and commits the part (whose effects take what was typed early into the app's state) a few
 * tasks later; the action then finds the state whole.
 */
const SETTLE_MS = 50;

const queue: EarlyAction[] = [];
let replaying = false;
/** Set once the app has been given the page: from then on, whatever is kept is replayed in turn. */
let drain: (() => void) | null = null;

/**
 * True once React has hydrated (or rendered) this element: React keeps its props on the node under
 * a key of its own (`__reactProps$…`). Before that, an event on it reaches no handler of the app.
 */
export function isOwnedByApp(element: Element): boolean {
  for (const key in element) if (key.startsWith('__reactProps$')) return true;
  return false;
}

/** A form is ready to submit through the app when it and every field in it are hydrated. */
function formIsOwned(form: HTMLFormElement): boolean {
  if (!isOwnedByApp(form)) return false;
  for (const field of Array.from(form.elements)) if (!isOwnedByApp(field)) return false;
  return true;
}

const isReady = (action: EarlyAction) => (action.kind === 'submit' ? formIsOwned(action.target) : isOwnedByApp(action.target));

function markBusy(element: Element, busy: boolean) {
  if (busy) {
    element.setAttribute('aria-busy', 'true');
    (element as HTMLElement).style.cursor = 'progress';
  } else {
    element.removeAttribute('aria-busy');
    (element as HTMLElement).style.removeProperty('cursor');
  }
}

function keep(action: EarlyAction) {
  // One submit of a form is enough: the last one wins.
  if (action.kind === 'submit') {
    const earlier = queue.findIndex((a) => a.kind === 'submit' && a.target === action.target);
    if (earlier >= 0) queue.splice(earlier, 1);
  }
  queue.push(action);
  if (action.kind !== 'files') markBusy(action.kind === 'submit' ? (action.submitter ?? action.target) : action.target, true);
  // The app already runs but does not own this element yet (a part that hydrates later).
  drain?.();
}

/** The element a press lands on that needs the app: a button that is not a submit, or a tab. */
function pressTarget(event: Event): HTMLElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const element = target?.closest<HTMLElement>('button, [role="button"], [role="tab"]');
  if (!element || element.closest('a[href]')) return null;
  if (element instanceof HTMLButtonElement && element.type === 'submit' && element.form) return null;
  return element;
}

/** Starts keeping early actions: called by main.tsx before anything else. */
export function keepEarlyActions(root: ParentNode = document) {
  root.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || formIsOwned(form)) return;
      event.preventDefault();
      keep({ at: performance.now(), kind: 'submit', target: form, submitter: (event as SubmitEvent).submitter as HTMLElement | null });
    },
    true,
  );
  root.addEventListener(
    'click',
    (event) => {
      const element = pressTarget(event);
      if (!element || isOwnedByApp(element) || replaying) return;
      event.preventDefault();
      event.stopPropagation();
      keep({ at: performance.now(), kind: 'press', target: element });
    },
    true,
  );
  root.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || isOwnedByApp(input) || replaying) return;
      keep({ at: performance.now(), kind: 'files', target: input });
    },
    true,
  );
}

function replay(action: EarlyAction) {
  replaying = true;
  try {
    if (action.kind === 'submit') {
      markBusy(action.submitter ?? action.target, false);
      const submitter = action.submitter && action.target.contains(action.submitter) ? action.submitter : null;
      action.target.requestSubmit(submitter);
    } else if (action.kind === 'press') {
      markBusy(action.target, false);
      action.target.click();
    } else {
      action.target.dispatchEvent(new Event('change', { bubbles: true }));
    }
  } finally {
    replaying = false;
  }
}

/**
 * Replays what was kept, in order, each once its element is owned by the app: start.tsx calls it
 * right after React is given the page, and from then on whatever is kept later (on a part that
 * hydrates later) is replayed the same way. An action whose element left the page (a page rendered
 * afresh instead of hydrated) or that waited longer than GIVE_UP_MS is dropped, and its busy mark
 * taken off.
 */
export function replayEarlyActions(now: () => number = () => performance.now()) {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    waiting = undefined;
    while (queue.length > 0) {
      const next = queue[0]!;
      const gone = !next.target.isConnected || now() - next.at > GIVE_UP_MS;
      if (!gone) {
        if (!isReady(next)) break;
        next.readyAt ??= now();
        if (now() - next.readyAt < SETTLE_MS) break;
      }
      queue.shift();
      if (gone) {
        if (next.kind !== 'files') markBusy(next.kind === 'submit' ? (next.submitter ?? next.target) : next.target, false);
        continue;
      }
      replay(next);
    }
    if (queue.length > 0) waiting = setTimeout(step, 16);
  };
  drain = () => {
    if (waiting === undefined) waiting = setTimeout(step, 0);
  };
  step();
}

/** What is still kept (tests). */
export const keptActions = (): readonly EarlyAction[] => queue;
