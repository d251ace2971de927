import { describe, expect, it } from 'vitest';

import { GOAL_CENTS, INITIAL_TOTALS, percentOfGoal } from '@/demo/money';
import { SCROLL_THRESHOLD } from '@/sections/Header/headerOwner';
import { CAROUSEL_INTERVAL_MS } from '@/store/carouselSlice';

import { plans } from '@content/plans';
import { site } from '@content/site';
import { testimonials } from '@content/testimonials';

/**
 * The business constants of the product spec (../shared/spec.md), written here once as the spec
 * states them, and checked against the one place the site reads each from. Stories assert
 * behaviour and read these same sources; this is where a wrong value is caught.
 */
describe('spec §9: business constants', () => {
  it('plans: prices, periods, the recommended plan and its badge', () => {
    expect(
      plans.map(({ id, name, priceText, periodText, recommended, badge }) => ({ id, name, priceText, periodText, recommended, badge })),
    ).toEqual([
      { id: 'monthly', name: 'Mensal', priceText: 'R$ 29,90', periodText: 'por mês', recommended: false, badge: undefined },
      { id: 'quarterly', name: 'Pro', priceText: 'R$ 79,90', periodText: 'por trimestre', recommended: false, badge: undefined },
      { id: 'annual', name: 'Elite', priceText: 'R$ 127,00', periodText: 'por ano', recommended: true, badge: 'Recomendado' },
    ]);
  });

  it('guarantee: 7 days, 100% refund; access in under 2 minutes', () => {
    expect(site.guarantee).toEqual({ days: 7, refund: '100%' });
    expect(site.accessTime).toBe('menos de 2 minutos');
  });

  it('support: Monday to Friday, 9h to 18h', () => {
    expect(site.support.hours).toBe('segunda a sexta, das 9h às 18h');
  });

  it('header turns opaque past 50 px (§4, §9)', () => {
    expect(SCROLL_THRESHOLD).toBe(50);
  });

  it('carousel advances every 6000 ms (§4, §9)', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(6000);
  });

  it('demo: goal 1500, spending starts at 1234.56 (82%), income at 1500 (§3, §9)', () => {
    expect(GOAL_CENTS).toBe(1500_00);
    expect(INITIAL_TOTALS).toEqual({ spentCents: 1234_56, incomeCents: 1500_00 });
    expect(percentOfGoal(INITIAL_TOTALS.spentCents, GOAL_CENTS)).toBe(82);
  });

  it("cookie consent is stored as 'accepted' (§3, §9)", () => {
    expect(site.consent.value).toBe('accepted');
  });

  it('marketing figures: 10,000+ users, 200k+ entries, 100k+ messages, 95% satisfaction, 99.9% availability (§1, §9)', () => {
    // pt-BR notation: "10.000+", "99,9%".
    expect(site.claims).toEqual({
      users: '10.000+',
      entries: '200 mil+',
      messages: '100 mil+',
      satisfaction: '95%',
      availability: '99,9%',
    });
  });

  it('testimonial ratings: 5 each (§3, §9)', () => {
    expect(testimonials.map((testimonial) => testimonial.rating)).toEqual(testimonials.map(() => 5));
    expect(testimonials.length).toBeGreaterThan(0);
  });
});
