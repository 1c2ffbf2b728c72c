import { slugify } from '../../../src/lib/slug';
import { blogDetailDocuments, blogListDocument, blogs } from './blogs';
import { agencyFacts, destinations, monthNames } from './common';
import { advisorPages, aboutPage, contactPage, reviewPage, safariPage } from './pages-contact-about';
import { familyTravelPage, groupTravelPage } from './pages-family';
import { homePage } from './pages-home';
import {
  countryDetailDocuments,
  countryOptions,
  destinationOptions,
  destinationsPage,
  experiencesPage,
  monthDetailDocuments,
  monthPage,
  specialitiesList,
} from './pages-places';
import { themedPages, weddingStylePages } from './pages-themed';
import type { SeedDocument } from './seed-document';
import { regionsDocument, telephoneCodesDocument } from './lists';
import { testimonialListDocument } from './testimonials';

/** Every document of the embedded content store's demo content: one per (call, key). */
export const seedDocuments: SeedDocument[] = [
  homePage,
  familyTravelPage,
  groupTravelPage,
  ...themedPages,
  reviewPage,
  monthPage,
  destinationsPage,
  experiencesPage,
  contactPage,
  ...weddingStylePages,
  aboutPage,
  ...advisorPages,
  safariPage,
  blogListDocument,
  ...blogDetailDocuments,
  testimonialListDocument,
  regionsDocument,
  telephoneCodesDocument,
  destinationOptions,
  countryOptions,
  specialitiesList,
  ...monthDetailDocuments,
  ...countryDetailDocuments,
];

/** Facts the demo content is written around, for tests, e2e checks and the site config. */
export const demoFacts = {
  ...agencyFacts,
  blogSlugs: blogs.map((b) => slugify(b.title)),
  monthSlugs: monthNames.map((m) => slugify(m)),
  destinationSlugs: destinations.map((d) => slugify(d.title)),
};
