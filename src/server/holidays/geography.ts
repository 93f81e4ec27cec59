import type { ICountry, IState } from 'country-state-city';

/** One place as the geography calls answer it: a select option (value and label are the name) with its ISO code. */
export interface PlaceOption {
  value: string;
  label: string;
  isoCode?: string;
}

const option = (name: string, isoCode?: string): PlaceOption => ({ value: name, label: name, ...(isoCode ? { isoCode } : {}) });

/**
 * Countries, states and cities from the country-state-city package (never a hand-typed list). Its
 * data is large (cities: ~20 MB in memory), so it loads on the first geography call, not at start.
 */
let loaded: Promise<typeof import('country-state-city')> | undefined;
const geographyData = () => (loaded ??= import('country-state-city'));

/** The country whose states the holiday screens list by default (spec 002 §7: "the states of India"). */
export const HOME_COUNTRY = 'IN';

export async function countries(): Promise<PlaceOption[]> {
  const { Country } = await geographyData();
  return Country.getAllCountries().map(({ name, isoCode }) => option(name, isoCode));
}

/** The country by ISO code or by name, in any letter case. */
export async function findCountry(nameOrCode: string): Promise<ICountry | undefined> {
  const { Country } = await geographyData();
  const wanted = nameOrCode.trim().toLowerCase();
  return Country.getAllCountries().find((c) => c.isoCode.toLowerCase() === wanted || c.name.toLowerCase() === wanted);
}

export async function statesOf(countryCode: string): Promise<PlaceOption[]> {
  const { State } = await geographyData();
  return State.getStatesOfCountry(countryCode).map(({ name, isoCode }) => option(name, isoCode));
}

/** A state of the country by ISO code or by name, in any letter case. */
export async function findState(countryCode: string, nameOrCode: string): Promise<IState | undefined> {
  const { State } = await geographyData();
  const wanted = nameOrCode.trim().toLowerCase();
  return State.getStatesOfCountry(countryCode).find((s) => s.isoCode.toLowerCase() === wanted || s.name.toLowerCase() === wanted);
}

export async function citiesOf(countryCode: string, stateCode: string): Promise<PlaceOption[]> {
  const { City } = await geographyData();
  return City.getCitiesOfState(countryCode, stateCode).map(({ name }) => option(name));
}

let stateNames: Promise<Map<string, string>> | undefined;
/**
 * Every state name the package knows, any country, by its lower-case form → its own spelling. A
 * holiday's stateList names a state of whichever country the organisation works in (India, Egypt).
 */
export function knownStateNames(): Promise<Map<string, string>> {
  return (stateNames ??= geographyData().then(({ State }) => new Map(State.getAllStates().map((s) => [s.name.toLowerCase(), s.name]))));
}
