import { describe, expect, test } from 'vitest';
import { answerRange } from './range.ts';

const SIZE = 1000;
const whole = { status: 200, start: 0, end: SIZE - 1, length: SIZE };
const part = (start: number, end: number, size = SIZE) => ({
  status: 206,
  start,
  end,
  length: end - start + 1,
  contentRange: `bytes ${start}-${end}/${size}`,
});
const unsatisfiable = (size = SIZE) => ({ status: 416, contentRange: `bytes */${size}` });

describe('answerRange', () => {
  test.each([
    ['a range inside the file', 'bytes=10-19', part(10, 19)],
    ['one byte', 'bytes=5-5', part(5, 5)],
    ['the first byte', 'bytes=0-0', part(0, 0)],
    ['the last byte', 'bytes=999-999', part(999, 999)],
    ['open-ended', 'bytes=100-', part(100, 999)],
    ['open-ended from 0 (what players ask first)', 'bytes=0-', part(0, 999)],
    ['open-ended from the last byte', 'bytes=999-', part(999, 999)],
    ['an end past the file: its tail', 'bytes=5-5000000', part(5, 999)],
    ['an end far past the file', 'bytes=990-99999999999999999999', part(990, 999)],
    ['an end exactly at the size', 'bytes=0-1000', part(0, 999)],
    ['a suffix', 'bytes=-5', part(995, 999)],
    ['a suffix of the whole size', 'bytes=-1000', part(0, 999)],
    ['a suffix larger than the file: all of it', 'bytes=-5000', part(0, 999)],
    ['spaces around, another case', '  BYTES=10-19 ', part(10, 19)],
  ])('%s (%s) -> 206', (_name, header, answer) => {
    expect(answerRange(header, SIZE)).toEqual(answer);
  });

  test.each([
    ['a start at the size', 'bytes=1000-'],
    ['a start past the end', 'bytes=5000-'],
    ['a start and end past the end', 'bytes=5000-6000'],
    ['a start too large for a number', 'bytes=99999999999999999999999-'],
    ['a zero-length suffix', 'bytes=-0'],
  ])('%s (%s) -> 416 with the size', (_name, header) => {
    expect(answerRange(header, SIZE)).toEqual(unsatisfiable());
  });

  test.each([
    ['no header', undefined],
    ['a null header (Headers.get)', null],
    ['an empty header', ''],
    ['several ranges', 'bytes=0-1,5-9'],
    ['a thousand ranges', `bytes=${Array.from({ length: 1000 }, (_, i) => `${i}-${i}`).join(',')}`],
    ['another unit', 'items=0-5'],
    ['garbage', 'bytes=abc'],
    ['an end before the start', 'bytes=9-5'],
    ['no numbers', 'bytes=-'],
    ['a negative start', 'bytes=-5-10'],
    ['no unit', '0-5'],
  ])('%s -> 200 with the whole file', (_name, header) => {
    expect(answerRange(header, SIZE)).toEqual(whole);
  });

  test('an empty file: every range is unsatisfiable, no range gives it whole', () => {
    for (const header of ['bytes=0-', 'bytes=0-0', 'bytes=-1', 'bytes=-0'])
      expect(answerRange(header, 0)).toEqual(unsatisfiable(0));
    expect(answerRange(null, 0)).toEqual({ status: 200, start: 0, end: -1, length: 0 });
  });

  test('a one-byte file', () => {
    expect(answerRange('bytes=0-', 1)).toEqual(part(0, 0, 1));
    expect(answerRange('bytes=-9', 1)).toEqual(part(0, 0, 1));
    expect(answerRange('bytes=1-', 1)).toEqual(unsatisfiable(1));
  });
});
