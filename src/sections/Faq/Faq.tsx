import { anchors } from '@content/anchors';
import type { FaqItem, SectionIntro } from '@content/types';
import { Island } from '@/ui/Island/Island';
import { Section, type SectionProps } from '@/ui/Section/Section';
import { Accordion } from '@/widgets/Accordion/Accordion';

export interface FaqProps extends Omit<SectionProps, 'id' | 'heading' | 'intro' | 'children'> {
  /** Heading and intro of the section (content/faq.ts `faqSection`). */
  copy: SectionIntro;
  /** The questions and answers (content/faq.ts `faqItems`); the first starts open. */
  items: readonly FaqItem[];
}

/** Landing section #faq (spec §2 #9): the frequently asked questions as an accordion of h3 buttons. */
export function Faq({ copy, items, ...rest }: FaqProps) {
  return (
    <Section id={anchors.faq} heading={copy.heading} intro={copy.intro} {...rest}>
      <Island component={Accordion} props={{ items, headingLevel: 3 as const }} />
    </Section>
  );
}
