/**
 * Intl's formatters, one per locale and options. Building one loads the locale's data (a few
 * milliseconds on a cheap phone, tens under a 4x slower CPU), and the prayer page formats dates,
 * zones and digits on every tick of its clock: the formatter is built once, then only used.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(key: string, build: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  // A constructor that throws (a zone this browser does not know) caches nothing and throws again.
  if (!formatter) formatters.set(key, (formatter = build()));
  return formatter;
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached(`r|${locale}|${JSON.stringify(options)}`, () => new Intl.DisplayNames([locale], options));
}
