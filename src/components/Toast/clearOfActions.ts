/**
 * Toasts never lie over an action (docs/product.md §10): the region sits at the bottom of the
 * screen, or, when a button, link or field is there, as low as it can over a band of the screen that
 * holds none (on a phone after a search: over the results' heading, which says the same thing).
 */
import { useEffect, type RefObject } from 'react';

/** A vertical span of the screen, in px from its top. */
export interface Span {
  top: number;
  bottom: number;
}

/**
 * The top of the lowest band `height` tall within [min, max] that meets none of `taken` (touching is
 * not meeting), or null when there is none. The lowest such band ends at `max` or just above a taken span.
 */
export function lowestFreeBand(taken: readonly Span[], height: number, min: number, max: number): number | null {
  const candidates = [max - height, ...taken.map((t) => t.top - height)].filter((y) => y >= min && y + height <= max).sort((a, b) => b - a);
  return candidates.find((y) => !taken.some((t) => t.top < y + height && y < t.bottom)) ?? null;
}

/** What a person presses or types in: links, buttons, fields and anything else in the tab order. */
const ACTIONS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])';

/** Room left between a toast and an action. */
const GAP = 4;
/** The region's distances from the screen's edges (the region's own `bottom` in Toast.css.ts). */
const EDGE_TOP = 8;
const EDGE_BOTTOM = 16;

/** The box a person sees of an action: a visually hidden radio or checkbox is its label's. */
function seenBox(element: Element): DOMRect {
  const label = element.matches('input') ? element.closest('label') : null;
  return (label ?? element).getBoundingClientRect();
}

/** Moves the region to the lowest band of the screen where its toasts cover no action, or leaves it at the bottom. */
export function placeClearOfActions(region: HTMLElement): void {
  region.style.top = '';
  region.style.bottom = '';
  const toasts = [...region.querySelectorAll('[role="alertdialog"]')].map((t) => t.getBoundingClientRect());
  if (toasts.length === 0) return;
  const top = Math.min(...toasts.map((t) => t.top));
  const height = Math.max(...toasts.map((t) => t.bottom)) - top;
  const left = Math.min(...toasts.map((t) => t.left));
  const right = Math.max(...toasts.map((t) => t.right));
  const screen = region.ownerDocument.defaultView?.innerHeight ?? 0;
  const taken: Span[] = [];
  for (const element of region.ownerDocument.querySelectorAll(ACTIONS)) {
    if (region.contains(element) || !element.checkVisibility()) continue;
    const box = seenBox(element);
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= screen || box.right <= left || box.left >= right) continue;
    taken.push({ top: box.top - GAP, bottom: box.bottom + GAP });
  }
  const free = lowestFreeBand(taken, height, EDGE_TOP, screen - EDGE_BOTTOM);
  // None free (a screen packed with controls): the toasts stay at the bottom.
  if (free === null || Math.abs(free - top) < 1) return;
  region.style.bottom = 'auto';
  region.style.top = `${Math.round(free)}px`;
}

/** While `active`, keeps the region clear of actions as the page scrolls, resizes or changes under it. */
export function useClearOfActions(region: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = region.current;
    if (!active || !element) return;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => placeClearOfActions(element));
    };
    place();
    // The page under the toasts changes without a scroll too (the rest of the results arriving): looked at again now and then.
    const timer = setInterval(place, 250);
    addEventListener('scroll', place, { passive: true, capture: true });
    addEventListener('resize', place);
    return () => {
      cancelAnimationFrame(frame);
      clearInterval(timer);
      removeEventListener('scroll', place, { capture: true });
      removeEventListener('resize', place);
      element.style.top = '';
      element.style.bottom = '';
    };
  }, [region, active]);
}
