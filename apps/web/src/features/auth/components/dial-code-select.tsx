import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { countriesQueryOptions } from '../../system/api/countries.ts';

const fallback = [{ countryCode: 'BD', countryDialingCode: '880', name: 'Bangladesh' }];

/** The country dialing code in front of a mobile-number input. */
export function DialCodeSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('auth');
  const { data: countries } = useQuery(countriesQueryOptions());
  return (
    <select
      className="field__dial"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={t('fields.countryDialingCode')}
    >
      {(countries?.length ? countries : fallback).map((country) => (
        <option key={country.countryCode} value={country.countryDialingCode} title={country.name}>
          +{country.countryDialingCode}
        </option>
      ))}
    </select>
  );
}
