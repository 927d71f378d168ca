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
 *   then the element says it is busy (`aria-busy`, which the stylesheet shows at once: global.css.ts);
 * - a link the browser follows (the app does not own it yet) says it is busy too, until the next
 *   page replaces this one (or for FOLLOW_MS, should the navigation not happen after all);
 * - files chosen in a file input are announced again (a `change` event) once it is hydrated;
 * - a press that began before the app handled it (the pointer went down on a control the app did
 *   not yet own) and ends after is finished the same way: a button's or a tab's is replayed; a
 *   link is followed by the browser. React Aria acts on a press it saw begin, and cancels a click
 *   it did not (a link tab's click is prevented, its navigation waiting for the press's end), so
 *   the half it saw alone would be lost. When the control was rendered again while the pointer
 *   was down (the browser then sends no click at all), the control it came up on is pressed.
 *
 * Typing needs nothing here: what is in a field stays in the DOM through hydration, and the form
 * reads it into its state when it hydrates (HealthProfileForm). Links are real links: followed by
 * the browser, the server answers them.
 *
 * Every press is acknowledged in the frame after its pointer goes down: it is marked pressing
 * (PRESSING) until its click, and busy once kept, both attributes the prerendered page's stylesheet
 * already styles, so nothing of the app needs to have arrived.
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

/** How long a link followed by the browser stays marked busy if no next page comes (a download, a 204). */
export const FOLLOW_MS = 10_000;

/** What a click on a link needs to know: the link's attributes and the click's button and keys. */
export interface LinkClick {
  href: string;
  target: string;
  download: boolean;
  button: number;
  modifier: boolean;
}

/**
 * Whether the browser, following this click, will replace this page with another: not in a new tab
 * or window (a target, a modifier key, the middle button), not a download, and not a jump within
 * this page (an address equal to this one but for its fragment).
 */
export function followsInPlace({ href, target, download, button, modifier }: LinkClick, here: string): boolean {
  if (button !== 0 || modifier || download || (target !== '' && target !== '_self')) return false;
  let to: URL;
  try {
    to = new URL(href, here);
  } catch {
    return false;
  }
  if (!/^https?:$/.test(to.protocol)) return false;
  const from = new URL(here);
  return to.hash === '' || to.href.split('#')[0] !== from.href.split('#')[0];
}

const queue: EarlyAction[] = [];
let replaying = false;
/** Set once the app has been given the page: from then on, whatever is kept is replayed in turn. */
let drain: (() => void) | undefined;

/**
 * True once React has hydrated (or rendered) this element: React keeps its props on the node under
 * a key of its own (`__reactProps$…`). Before that, an event on it reaches no handler of the app.
 */
export function isOwnedByApp(element: Element): boolean {
  // React sets its key on the node itself: its own keys are a handful, where `for…in` walked the
  // hundreds an element inherits (the form's 26 fields: 3.4 ms a submit on a phone, 0.05 ms now).
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** A form is ready to submit through the app when it and every field in it are hydrated. */
const isReady = ({ kind, target }: Pick<EarlyAction, 'kind' | 'target'>) =>
  isOwnedByApp(target) && (kind !== 'submit' || Array.from((target as HTMLFormElement).elements).every(isOwnedByApp));

/** Marks what waits for the app as busy (global.css shows a progress cursor), or takes the mark off. */
const markBusy = (action: EarlyAction, busy: boolean) =>
  action.shown?.[busy ? 'setAttribute' : 'removeAttribute']('aria-busy', 'true');

/** The form a press on this element submits: a submit button's, or none. */
const formSubmittedBy = (element: HTMLElement): HTMLFormElement | null =>
  (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === 'submit' ? element.form : null;

/** Takes the kept submits of `form` out of the queue, and their busy marks off. */
function dropSubmitsOf(form: HTMLElement) {
  for (let index = queue.length - 1; index >= 0; index--) {
    const action = queue[index]!;
    if (action.kind !== 'submit' || action.target !== form) continue;
    queue.splice(index, 1);
    markBusy(action, false);
  }
}

function keep(kind: EarlyAction['kind'], target: HTMLElement, shown: HTMLElement | null) {
  // A press on a form's submit button is that form's submit: one search, however the press was
  // seen (its click, its pointer coming up on the control rendered again, the submit itself).
  const form = kind === 'press' ? formSubmittedBy(target) : null;
  if (form) return keep('submit', form, target);
  // One submit of a form is enough: the last one wins.
  if (kind === 'submit') dropSubmitsOf(target);
  const action: EarlyAction = { at: performance.now(), kind, target, shown };
  queue.push(action);
  markBusy(action, true);
  // The app already runs but does not own this element yet (a part that hydrates later).
  drain?.();
}

/**
 * The attribute that shows a press on a control the app does not own yet from the moment the pointer
 * goes down (a finger touching it), before its click: the click comes only when the finger lifts
 * (and, on a touch screen, once the browser has recognised the tap), and that wait was most of a
 * press's time to its acknowledgement. The prerendered page's stylesheet paints it as it paints
 * `aria-busy` (global.css.ts). It goes at the click (the busy mark, if the press is kept, takes over
 * in the same task), at a cancelled pointer (a finger that scrolls) or a press that ends elsewhere.
 */
export const PRESSING = 'data-early-press';

/** The control a press acts on: a link, a button or a tab. */
const pressable = (target: EventTarget | null) => (target as Element | null)?.closest?.<HTMLElement>('a[href], button, [role="button"], [role="tab"]') ?? null;

/** The same control rendered again: its kind, its role, its address and its text. */
const isSameControl = (a: HTMLElement, b: HTMLElement) =>
  a.tagName === b.tagName && a.getAttribute('role') === b.getAttribute('role') && a.getAttribute('href') === b.getAttribute('href') && a.textContent === b.textContent;

/** Starts keeping early actions: called by main.tsx before anything else. */
export function keepEarlyActions(root: ParentNode = document) {
  const listen = (type: string, handle: (event: Event) => void) => root.addEventListener(type, (event) => replaying || handle(event), true);
  /** The control the pointer last went down on, until its click. */
  let pressedOn: HTMLElement | null = null;
  /** The same, when the app did not handle that pointer going down. */
  let unseenPress: HTMLElement | null = null;
  /** The control marked pressed since its pointer went down (PRESSING), until its click. */
  let marked: HTMLElement | null = null;
  const unmark = () => {
    marked?.removeAttribute(PRESSING);
    marked = null;
  };
  const markPressing = (element: HTMLElement) => {
    unmark();
    marked = element;
    element.setAttribute(PRESSING, '');
  };
  listen('pointerdown', (event) => {
    const element = pressable(event.target);
    pressedOn = element;
    unseenPress = element && !isOwnedByApp(element) ? element : null;
    if (unseenPress && (event as PointerEvent).button === 0) markPressing(unseenPress);
    // Owned but not yet live (React has rendered it and not committed it): React passes the event
    // by, and it reaches the window unstopped, with no press started on a React Aria control
    // (`data-rac`, which marks a press it started with `data-pressed`).
    if (element && !unseenPress && element.hasAttribute('data-rac')) {
      const check = () => {
        if (element.hasAttribute('data-pressed')) return;
        unseenPress = element;
        markPressing(element);
      };
      window.addEventListener('pointerdown', check, { once: true });
      // Removed unfired when React Aria stopped the event (it handled it).
      setTimeout(() => window.removeEventListener('pointerdown', check));
    }
  });
  listen('pointerup', (event) => {
    // The control was replaced while the pointer was down (React Aria's tabs are mounted again as
    // the page hydrates): the browser sends no click, as the press did not end where it began. It
    // ended on the same control, now the app's, which is pressed in its place.
    const element = pressable(event.target);
    // Ended away from the control it began on: no click will come.
    if (marked && element !== marked) unmark();
    if (!pressedOn || pressedOn.isConnected) return;
    if (element && isSameControl(pressedOn, element)) keep('press', element, element);
    pressedOn = unseenPress = null;
  });
  listen('pointercancel', () => {
    pressedOn = unseenPress = null;
    unmark();
  });
  listen('submit', (event) => {
    const form = event.target as HTMLFormElement;
    // The app takes this one itself: a submit of the same form kept earlier is not done again after it.
    if (isReady({ kind: 'submit', target: form })) return dropSubmitsOf(form);
    event.preventDefault();
    const submitter = (event as SubmitEvent).submitter as HTMLElement | null;
    keep('submit', form, submitter ?? form);
  });
  listen('click', (event) => {
    const element = pressable(event.target);
    const begunUnseen = element !== null && element === unseenPress;
    pressedOn = unseenPress = null;
    unmark();
    if (!element) return;
    // A link is left to the browser; when the app owns it but did not see its press begin, the app
    // does not see the click either, so that nothing cancels the browser following it. Either way
    // no handler of the app's will act on it: it says it is on its way until the next page shows.
    const link = element.closest<HTMLAnchorElement>('a[href]');
    if (link) {
      if (begunUnseen) event.stopPropagation();
      if ((begunUnseen || !isOwnedByApp(link)) && !event.defaultPrevented) markFollowed(link, event as MouseEvent);
      return;
    }
    // A submit arrives as its form's submit event.
    if ((element as HTMLButtonElement).type === 'submit' || (isOwnedByApp(element) && !begunUnseen)) return;
    event.preventDefault();
    event.stopPropagation();
    keep('press', element, element);
  });
  listen('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (input.type === 'file' && !isOwnedByApp(input)) keep('files', input, null);
  });
}

/** Marks a link the browser follows as busy, if it replaces this page (not a new tab, a download, a jump within it). */
function markFollowed(link: HTMLAnchorElement, { button, ctrlKey, metaKey, shiftKey, altKey }: MouseEvent) {
  const click = { href: link.href, target: link.target, download: link.hasAttribute('download'), button, modifier: ctrlKey || metaKey || shiftKey || altKey };
  if (!followsInPlace(click, location.href)) return;
  link.setAttribute('aria-busy', 'true');
  const unmark = () => link.removeAttribute('aria-busy');
  setTimeout(unmark, FOLLOW_MS);
  // Back from the back/forward cache: the page is as it was left, the link no longer on its way.
  window.addEventListener('pageshow', unmark, { once: true });
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
