/** The parts of a DOM or React mouse event that say how the visitor clicked. */
type Click = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/**
 * A plain left click nobody has handled yet. Anything else (a modifier for a new tab or window,
 * a middle click, a click already cancelled) is the browser's to handle, and link handlers that
 * scroll or route in place must leave it alone.
 */
export function isPlainClick(event: Click): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
