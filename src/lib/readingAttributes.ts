/**
 * The reading settings as the attributes the head script sets on <html> before first paint
 * (data-rsize, data-rtr, data-rnight, data-rtranslit), with the values each may take. The head script sets only
 * these names and values, whatever storage holds (src/layouts/headScript.ts).
 */
export const TEXT_SIZES = [0, 1, 2, 3] as const;
export const NIGHT_MODES = ['auto', 'light', 'dark'] as const;

export const READING_ATTRIBUTES = {
  size: TEXT_SIZES.map(String),
  tr: ['off'],
  night: [...NIGHT_MODES],
  translit: ['on'],
} as const satisfies Record<string, readonly string[]>;
