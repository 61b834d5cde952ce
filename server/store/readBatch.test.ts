import { expect, test } from 'vitest';
import { createReadBatcher } from './readBatch.ts';

test('lookups of one turn share one load; the next turn loads again (nothing cached)', async () => {
  const loads: string[][] = [];
  let value = 'v1';
  const get = createReadBatcher<string, string>(async (keys) => {
    loads.push(keys);
    return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, `${k}:${value}`]));
  });
  expect(await Promise.all([get('a'), get('b'), get('a'), get('missing')])).toEqual([
    'a:v1',
    'b:v1',
    'a:v1',
    undefined,
  ]);
  expect(loads).toEqual([['a', 'b', 'missing']]);
  value = 'v2'; // written between two turns: the next lookup sees it
  expect(await get('a')).toBe('a:v2');
  expect(loads).toHaveLength(2);
});

test('a failed load fails every lookup in it, and a full batch goes at once', async () => {
  const failing = createReadBatcher<string, string>(async () => {
    throw new Error('database away');
  });
  await expect(Promise.all([failing('a'), failing('b')])).rejects.toThrow('database away');
  const sizes: number[] = [];
  const small = createReadBatcher<number, number>(async (keys) => {
    sizes.push(keys.length);
    return new Map(keys.map((k) => [k, k]));
  }, 3);
  expect(await Promise.all([1, 2, 3, 4, 5].map(small))).toEqual([1, 2, 3, 4, 5]);
  expect(sizes).toEqual([3, 2]);
});
