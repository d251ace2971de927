import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { testimonials, testimonialsSection } from '@content/testimonials';
import { resetSiteStore, useSiteStore } from '@/store/useSiteStore';
import { Carousel } from '@/widgets/Carousel/Carousel';

// What stories cannot show: the exact 6000 ms on a fake clock, and that unmounting leaves no timer behind.
const slides = testimonials.map((testimonial) => <p key={testimonial.name}>{testimonial.text}</p>);
const shownSlide = () => screen.getByRole('group', { name: /^\d de 5$/ });

describe('Carousel timing', () => {
  beforeEach(() => {
    resetSiteStore();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves exactly every 6000 ms by default', () => {
    render(<Carousel slides={slides} copy={testimonialsSection.carousel} />);
    act(() => {
      vi.advanceTimersByTime(5999);
    });
    expect(shownSlide()).toHaveAccessibleName('1 de 5');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownSlide()).toHaveAccessibleName('2 de 5');
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(shownSlide()).toHaveAccessibleName('3 de 5');
  });

  it('clears its timer on unmount', () => {
    const { unmount } = render(<Carousel slides={slides} copy={testimonialsSection.carousel} />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(useSiteStore.getState().carousel.index).toBe(0);
  });
});
