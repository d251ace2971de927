import { type ComponentProps, useId } from 'react';

import { anchors } from '@content/anchors';
import type { ComparisonRow, ComparisonSection } from '@content/types';
import { Icon } from '@/ui/Icon/Icon';
import { Section } from '@/ui/Section/Section';

import styles from './Comparison.module.css';

export interface ComparisonProps extends Omit<ComponentProps<'section'>, 'id' | 'children'> {
  /** Heading, intro, caption, column labels and the yes/no words (content/comparison.ts `comparisonSection`). */
  copy: ComparisonSection;
  /** One table row per feature, product versus spreadsheets (content/comparison.ts `comparisonRows`). */
  rows: ComparisonRow[];
}

/** One yes/no cell: the icon is for the eye, the word from content is what assistive tech reads. */
interface AnswerProps {
  /** Whether the column has the feature. */
  value: boolean;
  /** Supplies the yes/no words. */
  copy: ComparisonSection;
}

function Answer({ value, copy }: AnswerProps) {
  return (
    <span className={styles.Answer} data-value={value ? 'yes' : 'no'}>
      <Icon name={value ? 'check' : 'cross'} size="md" />
      <span className="visually-hidden">{value ? copy.yesLabel : copy.noLabel}</span>
    </span>
  );
}

/** #comparativo (spec §2.5): a real table, product versus spreadsheets, one yes/no per feature. */
export function Comparison({ copy, rows, className, ...rest }: ComparisonProps) {
  const captionId = useId();

  return (
    <Section id={anchors.comparison} heading={copy.heading} intro={copy.intro} className={className} {...rest}>
      {/* Accessible scrolling table: if the table is wider than a small screen it scrolls in this box, never the page.
          The box is a named region and takes focus so keyboard users can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
      <div className={styles.Scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.Table}>
          {/* The h2 already says this to sighted readers; the caption names the table and its scroll box. */}
          <caption id={captionId} className="visually-hidden">
            {copy.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.FeatureHead}>
                {copy.featureColumnLabel}
              </th>
              <th scope="col" data-column="product">
                {copy.productColumnLabel}
              </th>
              <th scope="col" data-column="spreadsheet">
                {copy.spreadsheetColumnLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className={styles.Feature}>
                  {row.feature}
                </th>
                <td data-column="product">
                  <Answer value={row.product} copy={copy} />
                </td>
                <td data-column="spreadsheet">
                  <Answer value={row.spreadsheet} copy={copy} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
