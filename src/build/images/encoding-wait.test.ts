import { describe, expect, it } from 'vitest';
import { encodeInBackground, picturesEncoded } from './encoding-wait';

const deferred = () => {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
};

describe('picturesEncoded', () => {
  it('lets the publishing step go on only once the pictures the loader left encoding are written', async () => {
    const encoding = deferred();
    encodeInBackground(encoding.promise);
    let published = false;
    const publishing = picturesEncoded().then(() => (published = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(published).toBe(false);
    encoding.resolve();
    await publishing;
    expect(published).toBe(true);
  });

  it('fails the publishing step with the encoding failure', async () => {
    const encoding = deferred();
    encodeInBackground(encoding.promise);
    encoding.reject(new Error('1 pictures decoded but could not be encoded'));
    await expect(picturesEncoded()).rejects.toThrow('could not be encoded');
  });
});
