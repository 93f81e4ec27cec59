import type { FastifyInstance } from 'fastify';
import { access } from '../http/access.js';
import { notFound } from '../http/AppError.js';
import { ok } from '../http/reply.js';
import { shortText } from '../http/schemaParts.js';
import type { Services } from '../services.js';
import { citiesOf, countries, findCountry, findState, HOME_COUNTRY, statesOf } from './geography.js';

const countryQuery = { type: 'object', required: ['country'], additionalProperties: false, properties: { country: shortText('Country', 100) } } as const;
const cityQuery = {
  type: 'object',
  required: ['state', 'country'],
  additionalProperties: false,
  properties: { state: shortText('State', 100), country: shortText('Country', 100) },
} as const;

/**
 * Spec 002 §7 geography: shared reference data for any signed-in user (the holiday filters, the
 * Work Location form). Each answers select options `{ value, label, isoCode }` (value and label: the name); `country` and `state` may be
 * given by name or ISO code.
 */
export async function geographyRoutes(app: FastifyInstance, _services: Services): Promise<void> {
  const shared = { config: { access: access.self } };
  app.get('/api/country', shared, async () => ok(await countries()));
  // "The states of India" (spec 002 §7): the home country's.
  app.get('/api/country/states', shared, async () => ok(await statesOf(HOME_COUNTRY)));
  app.get<{ Querystring: { country: string } }>('/api/country/state', { ...shared, schema: { querystring: countryQuery } }, async (request) => {
    const country = await findCountry(request.query.country);
    if (!country) throw notFound('Country not found');
    return ok(await statesOf(country.isoCode));
  });
  app.get<{ Querystring: { state: string; country: string } }>('/api/country/city', { ...shared, schema: { querystring: cityQuery } }, async (request) => {
    const country = await findCountry(request.query.country);
    if (!country) throw notFound('Country not found');
    const state = await findState(country.isoCode, request.query.state);
    if (!state) throw notFound('State not found');
    return ok(await citiesOf(country.isoCode, state.isoCode));
  });
}
