/**
 * The countries the mobile widget offers: a short list of common ones rather than a phone-number
 * library, because the product only needs a dial code in front of a 10-digit number.
 */

export interface Country {
  /** ISO 3166-1 alpha-2, upper case */
  iso: string;
  name: string;
  /** '+20' */
  dialCode: string;
}

export const DEFAULT_COUNTRY_ISO = 'EG';

export const COUNTRIES: readonly Country[] = [
  { iso: 'EG', name: 'Egypt', dialCode: '+20' },
  { iso: 'IN', name: 'India', dialCode: '+91' },
  { iso: 'AE', name: 'United Arab Emirates', dialCode: '+971' },
  { iso: 'SA', name: 'Saudi Arabia', dialCode: '+966' },
  { iso: 'QA', name: 'Qatar', dialCode: '+974' },
  { iso: 'KW', name: 'Kuwait', dialCode: '+965' },
  { iso: 'BH', name: 'Bahrain', dialCode: '+973' },
  { iso: 'OM', name: 'Oman', dialCode: '+968' },
  { iso: 'JO', name: 'Jordan', dialCode: '+962' },
  { iso: 'LB', name: 'Lebanon', dialCode: '+961' },
  { iso: 'MA', name: 'Morocco', dialCode: '+212' },
  { iso: 'TN', name: 'Tunisia', dialCode: '+216' },
  { iso: 'DZ', name: 'Algeria', dialCode: '+213' },
  { iso: 'TR', name: 'Turkey', dialCode: '+90' },
  { iso: 'PK', name: 'Pakistan', dialCode: '+92' },
  { iso: 'BD', name: 'Bangladesh', dialCode: '+880' },
  { iso: 'LK', name: 'Sri Lanka', dialCode: '+94' },
  { iso: 'NP', name: 'Nepal', dialCode: '+977' },
  { iso: 'SG', name: 'Singapore', dialCode: '+65' },
  { iso: 'MY', name: 'Malaysia', dialCode: '+60' },
  { iso: 'PH', name: 'Philippines', dialCode: '+63' },
  { iso: 'CN', name: 'China', dialCode: '+86' },
  { iso: 'JP', name: 'Japan', dialCode: '+81' },
  { iso: 'AU', name: 'Australia', dialCode: '+61' },
  { iso: 'GB', name: 'United Kingdom', dialCode: '+44' },
  { iso: 'DE', name: 'Germany', dialCode: '+49' },
  { iso: 'FR', name: 'France', dialCode: '+33' },
  { iso: 'IT', name: 'Italy', dialCode: '+39' },
  { iso: 'NL', name: 'Netherlands', dialCode: '+31' },
  { iso: 'US', name: 'United States', dialCode: '+1' },
  { iso: 'CA', name: 'Canada', dialCode: '+1' },
  { iso: 'ZA', name: 'South Africa', dialCode: '+27' },
  { iso: 'NG', name: 'Nigeria', dialCode: '+234' },
  { iso: 'KE', name: 'Kenya', dialCode: '+254' },
];
