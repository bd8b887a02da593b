import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns true once the element comes near the viewport, and stays true', () => {
    let report: (near: boolean) => void = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
          report = (near) => cb([{ isIntersecting: near }]);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    render(<Probe />);
    expect(screen.getByText('far')).toBeTruthy();
    act(() => report(false));
    expect(screen.getByText('far')).toBeTruthy();
    act(() => report(true));
    expect(screen.getByText('near')).toBeTruthy();
    expect(disconnect).toHaveBeenCalled();
  });

  it('is true at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeTruthy();
  });
});
