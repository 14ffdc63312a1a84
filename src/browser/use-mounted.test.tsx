// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMounted } from './use-mounted';

vi.mock('react', async (original) => {
  const react = await original<typeof import('react')>();
  return { ...react, startTransition: vi.fn(react.startTransition) };
});

function Probe({ seen }: { seen: boolean[] }) {
  const mounted = useMounted();
  seen.push(mounted);
  return null;
}

describe('useMounted', () => {
  afterEach(cleanup);

  it('is false on the first render and true after, set in a transition that React renders in slices', async () => {
    const seen: boolean[] = [];
    await act(async () => {
      render(<Probe seen={seen} />);
      await Promise.resolve();
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    // A plain update rendered the islands' whole drawing (the cart's lines, the summary) in one
    // long task.
    expect(React.startTransition).toHaveBeenCalledOnce();
  });
});
