import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';

import type {
  RegistrationField,
  RegistrationFieldOption,
} from '@/config/generated/site-settings.types.ts';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { createApiClient } from '@/lib/api-client/client';
import { defineEndpoint } from '@/lib/api-client/endpoint';
import { fakeFetch, jsonResponse } from '@/lib/api-client/test-fetch';
import { catalogues, withCatalogues } from '@/lib/forms/catalogues';

import { SchemaForm, type SchemaFormProps } from './schema-form';
import { formTestI18n } from './testing/form-test-i18n';

const i18n = formTestI18n({ land: 'Land', area: 'Area', town: 'Town', form_choose: 'Choose…' });

const AREAS: Record<string, { id: number; name: string }[]> = {
  '1': [
    { id: 11, name: 'North' },
    { id: 12, name: 'South' },
  ],
  '2': [{ id: 21, name: 'East' }],
};
const TOWNS: Record<string, { id: number; name: string }[]> = {
  '11': [{ id: 111, name: 'Northtown' }],
  '12': [{ id: 121, name: 'Southtown' }],
  '21': [{ id: 211, name: 'Eastville' }],
};

const FIELDS: RegistrationField[] = [
  {
    id: 'land',
    name: 'land',
    type: 'select',
    title: 'land',
    options: [
      { id: 1, name: 'One' },
      { id: 2, name: 'Two' },
    ],
  },
  {
    id: 'area',
    name: 'area',
    type: 'select',
    title: 'area',
    options_source: { catalogue: 'regions', params: { country_id: 'land' } },
  },
  {
    id: 'town',
    name: 'town',
    type: 'select',
    title: 'town',
    options_source: { catalogue: 'cities', params: { region_id: 'area' } },
  },
];

function renderForm(props: Partial<SchemaFormProps> = {}) {
  const { fetch, seen } = fakeFetch(({ url }) => {
    const query = new URL(url, 'http://x').searchParams;
    if (url.includes('getRegions'))
      return jsonResponse({ data: AREAS[query.get('country_id')!] ?? [] });
    if (url.startsWith('/provinces')) return jsonResponse({ data: [{ id: 9, name: 'Upland' }] });
    return jsonResponse({ data: TOWNS[query.get('region_id')!] ?? [] });
  });
  const onSubmit = vi.fn();
  render(
    <ApiClientProvider client={createApiClient({ fetch })}>
      <I18nextProvider i18n={i18n}>
        <SchemaForm
          fields={FIELDS}
          ruleContext={{}}
          phoneCountries={[]}
          idPrefix="c"
          onSubmit={onSubmit}
          {...props}
        >
          <button type="submit">Send</button>
        </SchemaForm>
      </I18nextProvider>
    </ApiClientProvider>,
  );
  return { seen, onSubmit, user: userEvent.setup() };
}

const select = (name: string) => screen.getByRole('combobox', { name });
const choices = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('SchemaForm: options from catalogues (options_source)', () => {
  it('asks nothing while the parent is empty, then loads the chosen parent’s options', async () => {
    const { seen, user } = renderForm();
    expect(choices('Area')).toEqual(['Choose…']);
    expect(seen).toHaveLength(0);
    await user.selectOptions(select('Land'), 'One');
    await waitFor(() => expect(choices('Area')).toEqual(['Choose…', 'North', 'South']));
    await user.selectOptions(select('Area'), 'South');
    await waitFor(() => expect(choices('Town')).toEqual(['Choose…', 'Southtown']));
    expect(seen.map((r) => r.url)).toEqual([
      '/web-api/getRegions?country_id=1',
      '/web-api/getCitiesByRegion?region_id=12',
    ]);
  });

  it('clears a child whose value the parent’s new options lack, and its own child with it', async () => {
    const { user, onSubmit } = renderForm();
    await user.selectOptions(select('Land'), 'One');
    await waitFor(() => expect(choices('Area')).toContain('North'));
    await user.selectOptions(select('Area'), 'North');
    await waitFor(() => expect(choices('Town')).toContain('Northtown'));
    await user.selectOptions(select('Town'), 'Northtown');
    await user.selectOptions(select('Land'), 'Two');
    await waitFor(() => expect(choices('Area')).toEqual(['Choose…', 'East']));
    await waitFor(() => expect(select('Area')).toHaveValue(''));
    await waitFor(() => expect(select('Town')).toHaveValue(''));
    expect(choices('Town')).toEqual(['Choose…']);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ land: 2 });
  });

  it('keeps restored values the loaded options include (a form back from the bank)', async () => {
    const { user, onSubmit } = renderForm({ initialValues: { land: 1, area: 12, town: 121 } });
    await waitFor(() => expect(choices('Town')).toEqual(['Choose…', 'Southtown']));
    expect(select('Area')).toHaveDisplayValue('South');
    expect(select('Town')).toHaveDisplayValue('Southtown');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ land: 1, area: 12, town: 121 });
  });

  it('starts from the visitor’s context (default_from) and loads what follows from it', async () => {
    const fields: RegistrationField[] = [
      { ...FIELDS[0]!, default_from: 'geo_country' },
      ...FIELDS.slice(1),
    ];
    const { seen } = renderForm({ fields, context: { geoCountryId: 2 } });
    expect(select('Land')).toHaveDisplayValue('Two');
    await waitFor(() => expect(choices('Area')).toEqual(['Choose…', 'East']));
    expect(seen.map((r) => r.url)).toEqual(['/web-api/getRegions?country_id=2']);
  });

  it('a restored value wins over the context default', async () => {
    const fields: RegistrationField[] = [
      { ...FIELDS[0]!, default_from: 'geo_country' },
      ...FIELDS.slice(1),
    ];
    renderForm({ fields, context: { geoCountryId: 2 }, initialValues: { land: 1 } });
    expect(select('Land')).toHaveDisplayValue('One');
    await waitFor(() => expect(choices('Area')).toEqual(['Choose…', 'North', 'South']));
  });

  const provinces: RegistrationField[] = [
    FIELDS[0]!,
    { ...FIELDS[1]!, options_source: { catalogue: 'provinces', params: { land: 'land' } } },
  ];

  it('a catalogue the registry does not know asks nothing', async () => {
    const { seen, user } = renderForm({ fields: provinces });
    await user.selectOptions(select('Land'), 'One');
    expect(choices('Area')).toEqual(['Choose…']);
    expect(seen).toHaveLength(0);
  });

  it('a feature adds its own catalogue to the registry, key by key', async () => {
    const getProvinces = defineEndpoint<
      { land: number },
      { data: { id: number; name: string }[] },
      readonly RegistrationFieldOption[]
    >({
      url: '/provinces',
      params: { land: { type: 'int' } },
      transform: (raw) => raw.data,
    });
    const registry = withCatalogues({ provinces: getProvinces });
    expect(registry.regions).toBe(catalogues.regions);
    const { seen, user } = renderForm({ fields: provinces, catalogues: registry });
    await user.selectOptions(select('Land'), 'Two');
    await waitFor(() => expect(choices('Area')).toEqual(['Choose…', 'Upland']));
    expect(seen.map((r) => r.url)).toEqual(['/provinces?land=2']);
  });
});
