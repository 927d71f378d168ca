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

type EarlyAction = {
  /** When it was kept, and when its element was first seen owned by the app. */
  at: number;
  readyAt?: number;
  /** The form submitted, the element pressed, or the file input. */
  target: HTMLElement;
  /** A submit's button; for the others, the element itself. */
  shown: HTMLElement | null;
  kind: 'submit' | 'press' | 'files';
};

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
let drain: (() => void) | undefined;

/**
 * True once React has hydrated (or rendered) this element: React keeps its props on the node under
 * a key of its own (`__reactProps$…`). Before that, an event on it reaches no handler of the app.
 */
export function isOwnedByApp(element: Element): boolean {
  for (const key in element) if (key.startsWith('__reactProps$')) return true;
  return false;
}

/** A form is ready to submit through the app when it and every field in it are hydrated. */
const isReady = ({ kind, target }: Pick<EarlyAction, 'kind' | 'target'>) =>
  isOwnedByApp(target) && (kind !== 'submit' || Array.from((target as HTMLFormElement).elements).every(isOwnedByApp));

/** Marks what waits for the app as busy (global.css shows a progress cursor), or takes the mark off. */
const markBusy = (action: EarlyAction, busy: boolean) =>
  action.shown?.[busy ? 'setAttribute' : 'removeAttribute']('aria-busy', 'true');

function keep(kind: EarlyAction['kind'], target: HTMLElement, shown: HTMLElement | null) {
  // One submit of a form is enough: the last one wins.
  const earlier = queue.findIndex((action) => action.kind === 'submit' && action.target === target);
  if (earlier >= 0) queue.splice(earlier, 1);
  const action: EarlyAction = { at: performance.now(), kind, target, shown };
  queue.push(action);
  markBusy(action, true);
  // The app already runs but does not own this element yet (a part that hydrates later).
  drain?.();
}

/** Starts keeping early actions: called by main.tsx before anything else. */
export function keepEarlyActions(root: ParentNode = document) {
  const listen = (type: string, handle: (event: Event) => void) => root.addEventListener(type, (event) => replaying || handle(event), true);
  listen('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (isReady({ kind: 'submit', target: form })) return;
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter as HTMLElement | null;
    keep('submit', form, submitter ?? form);
  });
  listen('click', (event) => {
    // A button that is not a form's submit (a submit arrives as the form's submit event), or a tab;
    // a link is left to the browser.
    const element = (event.target as Element).closest?.<HTMLElement>('button, [role="button"], [role="tab"]');
    if (!element || element.closest('a[href]') || isOwnedByApp(element) || (element as HTMLButtonElement).type === 'submit') return;
    event.preventDefault();
    event.stopPropagation();
    keep('press', element, element);
  });
  listen('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.type === 'file' && !isOwnedByApp(input)) keep('files', input, null);
  });
}

function replay({ kind, target, shown }: EarlyAction) {
  replaying = true;
  try {
    if (kind === 'submit') (target as HTMLFormElement).requestSubmit(shown !== target && target.contains(shown) ? shown : null);
    else if (kind === 'press') target.click();
    else target.dispatchEvent(new Event('change', { bubbles: true }));
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
export function replayEarlyActions() {
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    waiting = undefined;
    for (let next = queue[0]; next; next = queue[0]) {
      const now = performance.now();
      const gone = !next.target.isConnected || now - next.at > GIVE_UP_MS;
      if (!gone && !(isReady(next) && now - (next.readyAt ??= now) >= SETTLE_MS)) break;
      queue.shift();
      markBusy(next, false);
      if (!gone) replay(next);
    }
    if (queue.length > 0) waiting = setTimeout(step, 16);
  };
  drain = () => void (waiting ??= setTimeout(step, 0));
  step();
}
