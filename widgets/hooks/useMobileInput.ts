import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { Country } from '../data/countries';
import {
  countryForDialCode,
  findCountry,
  formatMobileValue,
  parseMobileValue,
  restrictMobileDigits,
} from '../rules/mobileRules';
import { stringOption } from '../widgetOptions';

/**
 * Splits the stored '+20 1012345678' into country and digits for the two inputs, and joins them
 * back on every change. The chosen country is kept locally too, so it is not lost while the number
 * is still empty (an empty number stores nothing).
 */
export function useMobileInput({ value, options, onChange }: WidgetProps) {
  const parts = parseMobileValue(value);
  const [chosen, setChosen] = useState<Country>(() =>
    countryForDialCode(parts.dialCode, findCountry(stringOption(options, 'countryCode'))),
  );
  const country = countryForDialCode(parts.dialCode, chosen);

  const changeCountry = (next: Country) => {
    setChosen(next);
    if (parts.number !== '') onChange(formatMobileValue(next.dialCode, parts.number));
  };

  const changeNumber = (text: string) => {
    onChange(formatMobileValue(country.dialCode, restrictMobileDigits(text)) ?? options.emptyValue);
  };

  return { country, number: parts.number, changeCountry, changeNumber };
}
