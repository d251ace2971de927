import type { ComponentProps } from 'react';

import { anchors } from '@content/anchors';
import type { DemoChatCopy, HowItWorksSection, Step } from '@content/types';
import { openingMessages } from '@/demo/conversation';
import { Disc } from '@/ui/Disc/Disc';
import { Island } from '@/ui/Island/Island';
import { Section } from '@/ui/Section/Section';
import { DemoChat } from '@/widgets/DemoChat/DemoChat';

import styles from './HowItWorks.module.css';

export interface HowItWorksProps extends Omit<ComponentProps<'section'>, 'id' | 'children'> {
  /** Heading, intro and demo copy of the section (content/steps.ts `stepsSection`). */
  copy: HowItWorksSection;
  /** The steps, in the order a new subscriber follows them (content/steps.ts `steps`). */
  steps: Step[];
  /** Every string of the interactive demo chat, passed through to the widget (content/steps.ts `demoChat`). */
  demoChat: DemoChatCopy;
}

/** #como-funciona (spec §2.4): the four steps as an ordered list, then the interactive demo chat. */
export function HowItWorks({ copy, steps, demoChat, className, ...rest }: HowItWorksProps) {
  // The opening is written here, with the page; the island gets it ready to show, not its notes.
  const { seed, ...chatCopy } = demoChat;
  return (
    // Tinted background: this section sits between the white Features and Comparison sections.
    <Section id={anchors.howItWorks} heading={copy.heading} intro={copy.intro} tone="alt" className={className} {...rest}>
      <ol className={styles.Steps}>
        {steps.map((step, index) => (
          <li key={step.title} className={styles.Step}>
            {/* The <ol> already tells assistive tech the position; the big number is for the eye. */}
            <Disc className={styles.Number} aria-hidden="true">
              {index + 1}
            </Disc>
            <h3 className={styles.Title}>{step.title}</h3>
            <p className={styles.Description}>{step.description}</p>
            {step.example ? (
              <p className={styles.Example}>
                <span className="visually-hidden">{copy.exampleLabel}: </span>
                <span className={styles.Bubble}>{step.example}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ol>

      <div className={styles.Demo}>
        <div className={styles.DemoText}>
          <h3 className={styles.DemoHeading}>{copy.demoHeading}</h3>
          <p className={styles.DemoIntro}>{copy.demoIntro}</p>
        </div>
        <Island component={DemoChat} props={{ copy: chatCopy, opening: openingMessages(seed), className: styles.Chat }} />
      </div>
    </Section>
  );
}
