/**
 * Joins class names, skipping the missing ones: a component's own CSS Module class plus the
 * `className` its caller passes. Ours rather than clsx: variants here are `data-*` attributes
 * (STYLE.md), so class names never switch on conditions and joining is all there is to do.
 */
export const cx = (...classNames: (string | false | null | undefined)[]): string => classNames.filter(Boolean).join(' ');
