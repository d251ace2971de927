import { type ComponentProps, type KeyboardEvent, useId, useRef } from 'react';

import type { FaqItem } from '@content/types';
import { cx } from '@/ui/cx';

import styles from './Accordion.module.css';

type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The questions and answers, in order; an empty list renders nothing. */
  items: readonly FaqItem[];
  /** Level of the heading around each question, to fit the page outline (h3 under a section's h2). */
  headingLevel?: AccordionHeadingLevel;
  /** Item open on first render (spec §4: the first); an index outside the list starts with all closed. */
  defaultOpenIndex?: number;
}

/**
 * The accordion of spec §4 on exclusive <details name> elements: the browser itself keeps at most
 * one item open, closes the open item when its question is clicked and switches when another is,
 * with Enter and Space on each question, all before the app has started. The open state lives in
 * the DOM, not in React, so nothing a visitor opened early is undone by hydration. Once the app
 * runs, ArrowDown/ArrowUp/Home/End move between the questions (APG accordion).
 */
export function Accordion({ items, headingLevel = 3, defaultOpenIndex = 0, className, ...rest }: AccordionProps) {
  const summaries = useRef<(HTMLElement | null)[]>([]);
  const baseId = useId();

  if (items.length === 0) return null;

  const Heading = `h${headingLevel}` as const;
  const last = items.length - 1;

  function focusQuestion(event: KeyboardEvent<HTMLElement>, index: number) {
    let target: number;
    switch (event.key) {
      case 'ArrowDown':
        target = index === last ? 0 : index + 1;
        break;
      case 'ArrowUp':
        target = index === 0 ? last : index - 1;
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = last;
        break;
      default:
        return;
    }
    // Keep the page from scrolling: these keys now move focus instead.
    event.preventDefault();
    summaries.current[target]?.focus();
  }

  return (
    <div className={cx(styles.Accordion, className)} data-slot="accordion" {...rest}>
      {items.map((item, index) => {
        const questionId = `${baseId}-question-${index}`;
        return (
          <details
            key={item.question}
            className={styles.Item}
            // One name per accordion: opening one item closes the others in the same group.
            name={baseId}
            open={index === defaultOpenIndex}
            // The visitor may have opened or closed items before the app hydrated; that state stands.
            suppressHydrationWarning
          >
            {/* The summary is the question's button; the heading inside keeps the page outline. */}
            <summary
              ref={(element) => {
                summaries.current[index] = element;
              }}
              id={questionId}
              className={styles.Trigger}
              onKeyDown={(event) => focusQuestion(event, index)}
            >
              <Heading className={styles.Heading}>
                <span className={styles.Question}>{item.question}</span>
              </Heading>
              <span className={styles.Chevron} aria-hidden="true" />
            </summary>
            {/* role="region" is fine here: only one panel is ever open, so regions never pile up (APG caveat). */}
            <div role="region" aria-labelledby={questionId} className={styles.Panel}>
              <p>{item.answer}</p>
            </div>
          </details>
        );
      })}
    </div>
  );
}
