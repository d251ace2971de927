import { type ComponentProps, type KeyboardEvent, useId, useRef, useState } from 'react';

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
 * The WAI-ARIA APG accordion with the behaviour of spec §4: at most one item open at a time,
 * clicking the open item closes it, clicking another switches to it. Each question is a native
 * button (Enter and Space for free) inside a heading; ArrowDown/ArrowUp/Home/End move between them.
 * The open item is local state: nothing outside the accordion needs to know it.
 */
export function Accordion({ items, headingLevel = 3, defaultOpenIndex = 0, className, ...rest }: AccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(defaultOpenIndex);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  if (items.length === 0) return null;

  const Heading = `h${headingLevel}` as const;
  const last = items.length - 1;

  function focusTrigger(event: KeyboardEvent<HTMLButtonElement>, index: number) {
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
    buttons.current[target]?.focus();
  }

  return (
    <div className={cx(styles.Accordion, className)} data-slot="accordion" {...rest}>
      {items.map((item, index) => {
        const open = index === openIndex;
        const buttonId = `${baseId}-trigger-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.question} className={styles.Item} data-open={open || undefined}>
            <Heading className={styles.Heading}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className={styles.Trigger}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                onKeyDown={(event) => focusTrigger(event, index)}
              >
                <span className={styles.Question}>{item.question}</span>
                <span className={styles.Chevron} aria-hidden="true" />
              </button>
            </Heading>
            {/* role="region" is fine here: only one panel is ever open, so regions never pile up (APG caveat). */}
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.Panel} hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
