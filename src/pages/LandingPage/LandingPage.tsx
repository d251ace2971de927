import { anchors } from '@content/anchors';
import { comparisonRows, comparisonSection } from '@content/comparison';
import { faqItems, faqSection } from '@content/faq';
import { features, featuresSection } from '@content/features';
import { hero, heroBadges, heroConversation } from '@content/hero';
import { footerLinks, headerLinks, navigation } from '@content/navigation';
import { plans, plansSection } from '@content/plans';
import { proExtras, roadmapItems, roadmapSection, roadmapStatusLabels } from '@content/roadmap';
import { site } from '@content/site';
import { demoChat, steps, stepsSection } from '@content/steps';
import { stats, testimonials, testimonialsSection, testimonialVideos } from '@content/testimonials';
import { writeConversation } from '@/demo/conversation';
import { Comparison } from '@/sections/Comparison/Comparison';
import { Faq } from '@/sections/Faq/Faq';
import { Features } from '@/sections/Features/Features';
import { Footer } from '@/sections/Footer/Footer';
import { Header } from '@/sections/Header/Header';
import { Hero } from '@/sections/Hero/Hero';
import { HowItWorks } from '@/sections/HowItWorks/HowItWorks';
import { Plans } from '@/sections/Plans/Plans';
import { Roadmap } from '@/sections/Roadmap/Roadmap';
import { Testimonials } from '@/sections/Testimonials/Testimonials';
import { Island } from '@/ui/Island/Island';

const heroMessages = writeConversation(heroConversation).messages;

export interface LandingPageProps {
  /** The footer's year; stories pin it so snapshots don't change every January. */
  year?: number;
}

/** Spec §2: the landing page, its ten sections in order, each fed from content/. */
export function LandingPage({ year }: LandingPageProps) {
  return (
    <>
      <Island component={Header} props={{ brand: site.name, copy: navigation, links: headerLinks }} />
      <main id={anchors.main} tabIndex={-1}>
        <Hero copy={hero} badges={heroBadges} messages={heroMessages} />
        <Features copy={featuresSection} features={features} />
        <HowItWorks copy={stepsSection} steps={steps} demoChat={demoChat} />
        <Comparison copy={comparisonSection} rows={comparisonRows} />
        <Roadmap copy={roadmapSection} items={roadmapItems} statusLabels={roadmapStatusLabels} extras={proExtras} />
        <Testimonials copy={testimonialsSection} videos={testimonialVideos} testimonials={testimonials} stats={stats} />
        <Plans copy={plansSection} plans={plans} site={site} />
        <Faq copy={faqSection} items={faqItems} />
      </main>
      <Footer site={site} navigation={navigation} links={footerLinks} year={year} />
    </>
  );
}
