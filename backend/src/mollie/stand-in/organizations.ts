import { mollieTime, newId } from './ids.ts';
import type { StandInRecords } from './records.ts';

/** A merchant the consent screen offers; everything but the name has a plausible default. */
export type OrganizationSeed = {
  name: string;
  email?: string;
  /** The name of its one website profile (default: the organization's name). */
  profileName?: string;
  website?: string;
};

/** What a test needs to know about a seeded merchant. */
export type StandInOrganization = {
  id: string;
  name: string;
  profileId: string;
  /** The profile's API keys (`test_…`, `live_…`), for calls without OAuth. */
  testApiKey: string;
  liveApiKey: string;
};

export const defaultOrganizations: OrganizationSeed[] = [{ name: 'Stand-in Studio B.V.' }];

export function seedOrganizations(
  records: StandInRecords,
  seeds: OrganizationSeed[],
  now: Date,
): StandInOrganization[] {
  return seeds.map((seed) => {
    const email =
      seed.email ?? `info@${seed.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example`;
    const organization = {
      id: newId.organization(),
      name: seed.name,
      email,
      locale: 'nl_NL',
      address: {
        streetAndNumber: 'Keizersgracht 126',
        postalCode: '1015 CW',
        city: 'Amsterdam',
        country: 'NL',
      },
      registrationNumber: '30204462',
      vatNumber: 'NL815839643B01',
      vatRegulation: 'dutch' as const,
      verifiedAt: mollieTime(now),
    };
    const profile = {
      id: newId.profile(),
      organizationId: organization.id,
      name: seed.profileName ?? seed.name,
      website: seed.website ?? 'https://www.example.org',
      email,
      phone: '+31208202070',
      businessCategory: 'OTHER_MERCHANDISE',
      status: 'verified' as const,
      createdAt: mollieTime(now),
      apiKeys: { test: newId.apiKey('test'), live: newId.apiKey('live') },
    };
    records.organizations.push(organization);
    records.profiles.push(profile);
    return {
      id: organization.id,
      name: organization.name,
      profileId: profile.id,
      testApiKey: profile.apiKeys.test,
      liveApiKey: profile.apiKeys.live,
    };
  });
}
