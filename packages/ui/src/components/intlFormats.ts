/**
 * Intl's formatters, made once per locale and options: making one costs far more than using it, and a page of
 * events, prices or orders asked for dozens per render (a list of ten event cards made ~90 date formatters).
 */
function madeOnce<Options, Format>(make: (locale: string | undefined, options: Options) => Format) {
  const made = new Map<string, Format>();
  return (locale: string | undefined, options: Options): Format => {
    const key = `${locale ?? ''}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      // An unknown zone or locale throws here, as Intl's constructors do, and nothing is kept.
      format = make(locale, options);
      made.set(key, format);
    }
    return format;
  };
}

export const dateTimeFormat = madeOnce(
  (locale, options: Intl.DateTimeFormatOptions = {}) => new Intl.DateTimeFormat(locale, options),
);

export const numberFormat = madeOnce(
  (locale, options: Intl.NumberFormatOptions = {}) => new Intl.NumberFormat(locale, options),
);
