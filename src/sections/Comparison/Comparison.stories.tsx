import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { anchors } from '@content/anchors';
import { comparisonRows, comparisonSection } from '@content/comparison';
import type { ComparisonRow } from '@content/types';
import { site } from '@content/site';

import { expectNoSidewaysScroll, expectViewportWidth, PHONE_320 } from '@/test/storyAssertions';
import { Comparison } from './Comparison';

const meta = {
  title: 'Sections/Comparison',
  component: Comparison,
  args: { copy: comparisonSection, rows: comparisonRows },
  parameters: {},
} satisfies Meta<typeof Comparison>;

export default meta;
type Story = StoryObj<typeof meta>;

const answer = (value: boolean) => (value ? comparisonSection.yesLabel : comparisonSection.noLabel);
const region = (root: HTMLElement) => within(root).getByRole('region', { name: comparisonSection.heading });
const table = (root: HTMLElement) => within(region(root)).getByRole('table', { name: comparisonSection.caption });
// The scroll box is a region named by the table's caption.
const scroller = (root: HTMLElement) => within(region(root)).getByRole('region', { name: comparisonSection.caption });

/** Checks that every row reads its feature, then the product's and the spreadsheets' answer as words. */
async function expectRows(root: HTMLElement, rows: ComparisonRow[]) {
  const body = within(table(root)).getAllByRole('rowgroup')[1] as HTMLElement;
  await expect(within(body).getAllByRole('row')).toHaveLength(rows.length);
  for (const row of rows) {
    const tr = within(table(root)).getByRole('row', { name: `${row.feature} ${answer(row.product)} ${answer(row.spreadsheet)}` });
    await expect(within(tr).getByRole('rowheader', { name: row.feature })).toBeVisible();
    const cells = within(tr).getAllByRole('cell');
    await expect(cells).toHaveLength(2);
    await expect(cells[0]).toHaveTextContent(answer(row.product));
    await expect(cells[1]).toHaveTextContent(answer(row.spreadsheet));
  }
}

/** The eight features, each answered Sim/Não for the product and for spreadsheets. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    await step('the section is a region named by its heading, with its anchor', async () => {
      await expect(region(canvasElement)).toHaveAttribute('id', anchors.comparison);
      await expect(within(region(canvasElement)).getByText(comparisonSection.intro)).toBeVisible();
    });
    await step('a table named by its caption, with three column headers', async () => {
      const headers = within(table(canvasElement)).getAllByRole('columnheader');
      await expect(headers.map((th) => th.textContent)).toEqual([
        comparisonSection.featureColumnLabel,
        comparisonSection.productColumnLabel,
        comparisonSection.spreadsheetColumnLabel,
      ]);
      for (const th of headers) await expect(th).toHaveAttribute('scope', 'col');
    });
    await step('eight rows, each read as feature, then Sim/Não per column', async () => {
      await expect(comparisonRows).toHaveLength(8);
      await expectRows(canvasElement, comparisonRows);
    });
    await step('the tick and cross icons are decoration, hidden from assistive tech', async () => {
      await expect(within(table(canvasElement)).queryAllByRole('img')).toHaveLength(0);
    });
  },
};

/** At 320 px the page never scrolls sideways; the table's box is a named, keyboard-focusable region. */
export const Mobile320: Story = {
  globals: PHONE_320,
  play: async (context) => {
    const { canvasElement, step } = context;
    await step('the test frame really is 320 px wide', async () => {
      await expectViewportWidth(320);
    });
    await Default.play?.(context);
    await step('the page does not scroll sideways; the table box stays on screen', async () => {
      await expectNoSidewaysScroll();
      await expect(scroller(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    });
    await step('with the real copy all three columns fit without scrolling the box', async () => {
      const box = scroller(canvasElement);
      await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
      const last = within(box).getByRole('columnheader', { name: comparisonSection.spreadsheetColumnLabel });
      await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(box.getBoundingClientRect().right);
    });
    await step('Tab reaches the table box, which shows a focus outline', async () => {
      await userEvent.tab();
      const box = scroller(canvasElement);
      await expect(box).toHaveFocus();
      await expect(getComputedStyle(box).outlineStyle).toBe('solid');
    });
  },
};

const longRows: ComparisonRow[] = [
  {
    feature:
      'Registro instantâneo de gastos, receitas, transferências e investimentos com categorizaçãoautomáticainteligentesemnenhumesforço',
    product: true,
    spreadsheet: false,
  },
  ...comparisonRows.slice(1),
];

/**
 * A very long feature name wraps inside its cell; column labels too wide for a phone make the table
 * scroll inside its own box, and the page still does not.
 */
export const LongCopy: Story = {
  globals: PHONE_320,
  args: {
    copy: {
      ...comparisonSection,
      spreadsheetColumnLabel: 'Planilhas eletrônicas tradicionais',
      productColumnLabel: `Assistente pelo ${site.chatApp}`,
    },
    rows: longRows,
  },
  play: async ({ canvasElement, step }) => {
    const box = scroller(canvasElement);
    await step('every row still reads its feature and answers', async () => {
      await expectRows(canvasElement, longRows);
    });
    await step('the long feature name wraps onto several lines inside its cell', async () => {
      const cell = within(table(canvasElement)).getByRole('rowheader', { name: longRows[0]?.feature });
      const lineHeight = parseFloat(getComputedStyle(cell).lineHeight);
      await expect(cell.clientHeight).toBeGreaterThan(lineHeight * 2);
      await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    });
    await step('the table scrolls inside its box, the page does not', async () => {
      await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
      await expect(getComputedStyle(box).overflowX).toBe('auto');
      await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      await expectNoSidewaysScroll();
    });
    await step('the box can be scrolled to its end', async () => {
      box.scrollLeft = box.scrollWidth;
      await expect(box.scrollLeft).toBeGreaterThan(0);
      await expect(box.scrollLeft + box.clientWidth).toBeGreaterThanOrEqual(box.scrollWidth - 1);
    });
  },
};
