import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { screen, waitFor, within } from '@testing-library/react';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { SchemaForm } from '@/components/schema-form/schema-form';
import type { RegistrationField } from '@/config/generated/site-settings.types.ts';
import { SETTINGS_ROUTE_ID, useLoadedSettings } from '@/config/use-settings.ts';
import { getRegistrationFields } from '@/features/registration/api/registration-endpoints';
import { useApi } from '@/lib/api-client/use-api';
import { declareFields } from '@/lib/forms/declare-fields';

import type { AppServices } from './app-services';
import { languageLoader, pageLoader } from './loaders';
import { RouteError } from './route-error';
import { renderApp } from './testing/render-app';

// An office-like profile form the engine has never seen: no spec field names, every dependency
// declared by the definition itself (the platform serves it as the `custom` registration form).
const PROFILE: RegistrationField[] = [
  {
    id: 'home_country',
    name: 'home_country',
    type: 'select',
    group: 'home',
    order: 1,
    title: 'reg_country',
    required: true,
    default_from: 'geo_country',
    autocomplete: 'country',
    options: [
      { id: 1, name: 'Kazakhstan' },
      { id: 32, name: 'Brazil' },
      { id: 77, name: 'United Kingdom' },
    ],
  },
  {
    id: 'home_region',
    name: 'home_region',
    type: 'dropdown',
    group: 'home',
    order: 2,
    title: 'reg_region',
    required: true,
    options_source: { catalogue: 'regions', params: { country_id: 'home_country' } },
  },
  {
    id: 'home_city',
    name: 'home_city',
    type: 'dropdown',
    group: 'home',
    order: 3,
    title: 'reg_city',
    required: true,
    options_source: { catalogue: 'cities', params: { region_id: 'home_region' } },
  },
];

let configDir: string;
let app: Awaited<ReturnType<typeof renderApp>> | undefined;
const saved = vi.fn();

beforeAll(() => {
  configDir = mkdtempSync(join(tmpdir(), 'betframe-profile-'));
  cpSync(join(import.meta.dirname, '../../config-samples'), configDir, { recursive: true });
  const basePath = join(configDir, 'base.json');
  const base = JSON.parse(readFileSync(basePath, 'utf8')) as {
    registrationConfig: { fields: Record<string, unknown> };
  };
  base.registrationConfig.fields.custom = PROFILE;
  writeFileSync(basePath, JSON.stringify(base));
});
afterAll(() => rmSync(configDir, { recursive: true, force: true }));
afterEach(async () => {
  await app?.server.close();
  app = undefined;
  saved.mockClear();
});

/** A page as a feature would write it: load the definitions, declare them, render the form. */
function ProfilePage() {
  const { settings, variant } = useLoadedSettings();
  const { data } = useApi(getRegistrationFields, undefined, { pathParams: { type: 'custom' } });
  const fields = useMemo(
    () => (data ? declareFields(data.data.attributes.fields) : undefined),
    [data],
  );
  if (!fields) return <p role="status">Loading</p>;
  return (
    <SchemaForm
      fields={fields}
      ruleContext={{}}
      phoneCountries={[]}
      context={{
        geoCountryId: settings.globalConfig.geo_country_id,
        geoCurrencyId: settings.globalConfig.geo_currency.id,
        language: variant.language,
      }}
      idPrefix="profile"
      onSubmit={saved}
    >
      <button type="submit">Save</button>
    </SchemaForm>
  );
}

const withProfilePage = (services: AppServices) => [
  {
    id: SETTINGS_ROUTE_ID,
    path: '/:lng',
    loader: languageLoader(services),
    Component: Outlet,
    HydrateFallback: () => null,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'profile',
        loader: pageLoader(services, {
          load: () => Promise.resolve(ProfilePage),
          namespaces: ['registration'],
        }),
        Component: ProfilePage,
      },
    ],
  },
];

const select = (name: string) => screen.getByRole('combobox', { name });
const choices = (name: string) =>
  within(select(name))
    .getAllByRole('option')
    .map((o) => o.textContent);
const errorOf = (name: string) =>
  document.getElementById(`${select(name).id}__error`)?.textContent ?? null;

describe('a new server-defined form with catalogue-dependent fields', () => {
  it('loads regions for the chosen country and cities for the chosen region, validates, submits', async () => {
    app = await renderApp('/en/profile', { configDir, routes: withProfilePage });
    const { user } = app;
    // The visitor's country is preselected, so its regions load at once; cities wait for a region.
    expect(await screen.findByRole('combobox', { name: /^Country/ })).toHaveDisplayValue(
      'Kazakhstan',
    );
    expect(select('Country')).toHaveAttribute('autocomplete', 'country');
    await waitFor(() => expect(choices('Region')).toContain('Almaty'));
    expect(choices('City')).toEqual(['Choose…']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Region is required.', 'City is required.']);
    expect(errorOf('City')).toBe('City is required.');

    await user.selectOptions(select('Region'), 'Almaty');
    expect(errorOf('Region')).toBeNull();
    await waitFor(() =>
      expect(choices('City')).toEqual(['Choose…', 'Almaty', 'Kaskelen', 'Talgar']),
    );
    await user.selectOptions(select('City'), 'Talgar');
    expect(errorOf('City')).toBeNull();

    // Another country: its regions replace the old ones, and the region and city no longer offered are cleared.
    await user.selectOptions(select('Country'), 'Brazil');
    await waitFor(() => expect(choices('Region')).toContain('São Paulo'));
    expect(choices('Region')).not.toContain('Almaty');
    await waitFor(() => expect(select('Region')).toHaveDisplayValue('Choose…'));
    await waitFor(() => expect(select('City')).toHaveDisplayValue('Choose…'));
    expect(errorOf('City')).toBe('City is required.');

    await user.selectOptions(select('Region'), 'São Paulo');
    await waitFor(() => expect(choices('City')).toContain('Campinas'));
    await user.selectOptions(select('City'), 'Campinas');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toHaveBeenCalledWith({ home_country: 32, home_region: 105, home_city: 1010 });
  });
});
