import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'live' : 'prerendered'}</p>;
}

describe('useHydrated', () => {
  it('is false in the prerendered HTML', () => {
    expect(renderToString(<Probe />)).toContain('prerendered');
  });

  it('is true once React runs in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('live')).toBeInTheDocument();
  });
});
