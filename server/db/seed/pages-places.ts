import type { z } from 'zod';
import type { countryDetailsSchema, monthDetailsSchema } from '../../../src/content/contract/details-fields';
import {
  banner,
  demo,
  destinationBanner,
  destinationId,
  destinationImages,
  destinations,
  meta,
  monthNames,
  page,
  type DestinationTitle,
} from './common';
import { doc, type SeedDocument } from './seed-document';

type MonthInput = z.input<typeof monthDetailsSchema>;
type CountryInput = z.input<typeof countryDetailsSchema>;

// ---------------------------------------------------------------------------------------------
// Destinations: what each country page and month page says about a place.

interface DestinationCopy {
  tagline: string;
  overview: string;
  details: string;
  buttonText: string;
  buttonLink: string;
  keywords: string;
}

const destinationCopy: Record<DestinationTitle, DestinationCopy> = {
  Kenya: {
    tagline: 'Kenya: Safari Country',
    overview:
      'Kenya is where safari began. Watch the Great Migration thunder across the Maasai Mara, see elephants beneath Kilimanjaro in Amboseli and end with a few lazy days on the Indian Ocean coast.',
    details:
      'We work with family-run camps and guides we have travelled with for years. Family tents, shorter game drives for little ones and junior ranger programmes make Kenya a wonderful first safari for children from about six years old.\n\nJuly to October brings the migration to the Mara; January and February are warm, dry and quieter.',
    buttonText: 'Plan my safari',
    buttonLink: '/landing-kenya-vacations/',
    keywords: 'Kenya safari, Maasai Mara, Amboseli, family safari, Great Migration',
  },
  Italy: {
    tagline: 'Italy: La Dolce Vita for the Whole Family',
    overview:
      'Rome’s ancient wonders, Florence’s art, Tuscany’s hill towns and the Amalfi Coast’s lemon groves. Italy rewards slow travel, long lunches and a gelato every afternoon.',
    details:
      'We pair city days with countryside stays in farmhouses and villas with pools, so families can rest between the sights. Private guides bring the Colosseum and the Uffizi to life for kids, and a pasta-making class is always a favourite.\n\nApril to June and September to October are the sweet spots for weather and crowds.',
    buttonText: 'Visit Italia.it',
    buttonLink: 'https://www.italia.it/en',
    keywords: 'Italy family vacation, Tuscany villa, Rome with kids, Amalfi Coast',
  },
  Mexico: {
    tagline: 'Mexico: Beaches, Ruins and Real Flavour',
    overview:
      'A short nonstop flight from Denver, Mexico offers turquoise water in the Riviera Maya, whale watching in Baja, colonial towns in the highlands and some of the best food in the world.',
    details:
      'Families love the all-inclusive resorts of Cancún and Playa del Carmen, swimming in cenotes and climbing to the top of Mayan ruins. Couples head to Tulum, Los Cabos or San Miguel de Allende.\n\nDecember to April is dry and sunny; summer brings great value and warm seas.',
    buttonText: 'Talk to an advisor',
    buttonLink: '/go/',
    keywords: 'Mexico vacation, Riviera Maya, Los Cabos, Cancún family resort',
  },
  Japan: {
    tagline: 'Japan: Tradition and Tomorrow',
    overview:
      'Neon Tokyo, serene Kyoto temples, deer in Nara and bullet trains that run to the second. Japan is safe, spotless and endlessly fascinating for travellers of every age.',
    details:
      'We plan rail passes, luggage forwarding and a night in a traditional ryokan with hot spring baths. Kids love the theme parks, the robot cafés and the convenience-store snacks; parents love how easy it all is.\n\nCherry blossoms bloom in late March and early April; autumn colours peak in November.',
    buttonText: 'Visit Japan.travel',
    buttonLink: 'https://www.japan.travel/en/',
    keywords: 'Japan family trip, Tokyo, Kyoto, cherry blossom tour, ryokan',
  },
  Greece: {
    tagline: 'Greece: Islands in the Sun',
    overview:
      'Whitewashed villages, blue domes and warm, clear water. Greece pairs ancient history in Athens with island hopping through the Cyclades and sailing days on a private catamaran.',
    details:
      'Naxos and Paros are perfect for families with sandy, shallow beaches; Santorini and Mykonos suit couples and celebrations. We arrange fast ferries, island transfers and guides who make the Acropolis unforgettable.\n\nLate May, June and September offer warm seas with fewer crowds.',
    buttonText: 'Visit Greece',
    buttonLink: 'https://www.visitgreece.gr/',
    keywords: 'Greece island hopping, Santorini honeymoon, Naxos family, Athens',
  },
  'Costa Rica': {
    tagline: 'Costa Rica: Pura Vida',
    overview:
      'Rainforests, volcanoes, two coastlines and wildlife everywhere you look. Costa Rica is made for active families who want zip lines in the morning and a beach in the afternoon.',
    details:
      'Spot sloths and toucans in Manuel Antonio, soak in the hot springs below Arenal volcano and learn to surf in Guanacaste. Eco-lodges with family rooms and bilingual naturalist guides make every day an adventure.\n\nThe dry season runs from December to April; the green season is lush and quieter.',
    buttonText: 'Visit Costa Rica',
    buttonLink: 'https://www.visitcostarica.com/en',
    keywords: 'Costa Rica family adventure, Arenal, Manuel Antonio, eco lodge',
  },
  Iceland: {
    tagline: 'Iceland: Fire and Ice',
    overview:
      'Waterfalls, black-sand beaches, glaciers and geothermal lagoons, all within a few hours of Reykjavík. In summer the sun barely sets; in winter the northern lights dance overhead.',
    details:
      'We plan self-drive or guided Ring Road itineraries with farm stays and boutique hotels, glacier walks sized for children and whale watching from Húsavík.\n\nJune to August brings the midnight sun; September to March is aurora season.',
    buttonText: 'Visit Iceland',
    buttonLink: 'https://www.visiticeland.com/',
    keywords: 'Iceland Ring Road, northern lights, Blue Lagoon, family Iceland trip',
  },
  Thailand: {
    tagline: 'Thailand: The Land of Smiles',
    overview:
      'Golden temples in Bangkok, ethical elephant sanctuaries in Chiang Mai and limestone islands rising from the Andaman Sea. Thailand is warm, welcoming and wonderful value.',
    details:
      'We combine a few city days with the mountains of the north and a beach finale in Krabi or Koh Samui, with private drivers and family villas along the way.\n\nNovember to February is cool and dry, the best time for a first visit.',
    buttonText: 'Visit Thailand',
    buttonLink: 'https://www.tourismthailand.org/',
    keywords: 'Thailand family holiday, Bangkok, Chiang Mai elephants, Krabi beaches',
  },
};

/** The first sentence of a text, ending with exactly one full stop. */
const firstSentence = (text: string): string => `${(text.split('. ')[0] ?? text).replace(/\.$/, '')}.`;

const destinationSummary = (title: DestinationTitle): string => firstSentence(destinationCopy[title].overview);

// ---------------------------------------------------------------------------------------------
// Months: one featured destination each, with a reason to go then.

const monthFeatures: { title: DestinationTitle; subTitle: string; banner: string; intro: string; more: DestinationTitle[] }[] = [
  { title: 'Thailand', subTitle: 'Cool, dry and sunny in Thailand', banner: 'Start the Year in Thailand', intro: 'January is Thailand at its best: sunny days, cooler evenings and calm seas on the Andaman coast. Escape the Denver winter with temples, elephants and island beaches.', more: ['Costa Rica', 'Mexico', 'Japan'] },
  { title: 'Costa Rica', subTitle: 'Dry season in the rainforest', banner: 'February in Costa Rica', intro: 'Peak dry season means clear views of Arenal, easy hikes and perfect beach days in Guanacaste. It is a favourite for Presidents’ Day break.', more: ['Mexico', 'Thailand', 'Kenya'] },
  { title: 'Mexico', subTitle: 'Spring break and whale season', banner: 'Spring Break in Mexico', intro: 'March brings warm water, grey whales in Baja and easy nonstop flights from Denver. Book early: spring break resorts fill fast.', more: ['Costa Rica', 'Japan', 'Italy'] },
  { title: 'Japan', subTitle: 'Cherry blossom season', banner: 'Cherry Blossoms in Japan', intro: 'In early April the sakura bloom from Tokyo to Kyoto and the whole country celebrates with picnics under the trees.', more: ['Italy', 'Greece', 'Mexico'] },
  { title: 'Italy', subTitle: 'Spring in Tuscany and Rome', banner: 'Italy in Bloom', intro: 'May is warm and green, with long days, wildflowers in Tuscany and fewer crowds than summer. Perfect for a first family trip to Europe.', more: ['Greece', 'Iceland', 'Japan'] },
  { title: 'Iceland', subTitle: 'The midnight sun', banner: 'Midnight Sun in Iceland', intro: 'In June the sun barely sets, waterfalls are full and puffins nest on the cliffs. Long days mean more time to explore with kids.', more: ['Greece', 'Italy', 'Kenya'] },
  { title: 'Kenya', subTitle: 'The Great Migration arrives', banner: 'July on Safari in Kenya', intro: 'Summer holidays line up with the Great Migration arriving in the Maasai Mara, and with the dry season for great game viewing.', more: ['Iceland', 'Greece', 'Italy'] },
  { title: 'Greece', subTitle: 'Island summer', banner: 'August in the Greek Islands', intro: 'Warm seas, long evenings and family tavernas by the water. We choose quieter islands and book ferries early so summer stays relaxed.', more: ['Italy', 'Iceland', 'Kenya'] },
  { title: 'Italy', subTitle: 'Harvest season', banner: 'September Harvest in Italy', intro: 'Grape harvest in Tuscany, warm seas on the Amalfi Coast and calmer museums once the summer crowds go home.', more: ['Greece', 'Japan', 'Kenya'] },
  { title: 'Japan', subTitle: 'Autumn colours and festivals', banner: 'Autumn in Japan', intro: 'October brings crisp weather, festivals and the first maple colours in the mountains around Nikko and Hakone.', more: ['Thailand', 'Italy', 'Iceland'] },
  { title: 'Mexico', subTitle: 'Day of the Dead celebrations', banner: 'November in Mexico', intro: 'Marigolds, music and candlelit altars fill towns for Día de Muertos, a colourful celebration families never forget, followed by perfect beach weather.', more: ['Thailand', 'Costa Rica', 'Japan'] },
  { title: 'Costa Rica', subTitle: 'Holiday season in the tropics', banner: 'Holidays in Costa Rica', intro: 'Spend the holidays in the sunshine as the dry season begins: zip lines, hot springs and Christmas on the beach.', more: ['Mexico', 'Thailand', 'Kenya'] },
];

/** pageId 16: the month tiles (spec 2 "Month page"). */
export const monthPage = page(16, {
  ...meta(
    'Where to Travel Each Month | Travel N Relax',
    'best time to travel, where to go in January, month by month travel guide, family travel calendar',
    'Not sure when to go? Our month-by-month guide shows where the weather, festivals and wildlife are at their best all year.',
  ),
  banners: banner('Where to Go, Month by Month', 'The right place at the right time makes all the difference.', 'month-04'),
  monthlyDestinations: monthNames.map((month, index) => ({
    monthId: index + 1,
    title: month,
    subTitle: monthFeatures[index]!.subTitle,
    image: demo(`month-${String(index + 1).padStart(2, '0')}`),
  })),
});

function monthDetails(index: number): MonthInput {
  const month = monthNames[index]!;
  const feature = monthFeatures[index]!;
  const copy = destinationCopy[feature.title];
  return {
    banner: { image: demo(`month-${String(index + 1).padStart(2, '0')}`), bannerText: feature.banner },
    introduction: {
      title: `Where to Travel in ${month}`,
      description: feature.intro,
      buttonText: 'Plan my trip',
      buttonLink: '/go/',
    },
    metaData: {
      meta_title: `Where to Travel in ${month} | Travel N Relax`,
      meta_keyword: `travel in ${month}, ${month} vacation ideas, ${feature.title} in ${month}`,
      meta_description: `${feature.banner}: ${feature.subTitle.toLowerCase()}. Ideas and tips for travelling in ${month} from a Denver family travel agency.`,
    },
    destinationDetails: {
      countryName: feature.title,
      destinationDescription: copy.details,
      destinationImagesPath: destinationImages(feature.title),
    },
    viewMoreDestinations: feature.more.map((title) => ({
      destinationId: destinationId(title),
      bannerTitle: destinationCopy[title].tagline,
      countryName: title,
      destinationDescription: destinationSummary(title),
      bannerImage: destinationBanner(title),
    })),
  };
}

/** pages/monthPageDetails for monthId 1..12. */
export const monthDetailDocuments: SeedDocument[] = monthNames.map((_, index) =>
  doc('pages/monthPageDetails', index + 1, monthDetails(index)),
);

function countryDetails(title: DestinationTitle): CountryInput {
  const copy = destinationCopy[title];
  return {
    bannerData: { bannerImage: destinationBanner(title), bannerTitle: copy.tagline },
    overViewData: {
      overviewTitle: `Discover ${title}`,
      overviewDescription: copy.overview,
      overviewButtonText: copy.buttonText,
      overviewButtonLink: copy.buttonLink,
    },
    destinationDetails: {
      countryName: title,
      destinationDescription: copy.details,
      destinationImagesPath: destinationImages(title),
      metaTitle: `${title} Vacations | Travel N Relax`,
      metaDescription: `${firstSentence(copy.overview)} Custom ${title} trips planned by Travel N Relax in Denver.`,
      metaKeyword: copy.keywords,
    },
  };
}

/** pages/CountryPageDetails for each destination id 1..8. */
export const countryDetailDocuments: SeedDocument[] = destinations.map((d) =>
  doc('pages/CountryPageDetails', d.id, countryDetails(d.title)),
);

// ---------------------------------------------------------------------------------------------
// Pages 17 (destinations) and 18 (experiences), and the option lists.

/** pageId 17: the destination list (spec 2 "Destinations page"). */
export const destinationsPage = page(17, {
  ...meta(
    'Destinations | Travel N Relax',
    'family travel destinations, Kenya, Italy, Mexico, Japan, Greece, Costa Rica, Iceland, Thailand',
    'Explore the destinations our Denver advisors know best, from Kenya safaris to Greek islands, and find the right place for your next family trip.',
  ),
  banners: banner('Where Will You Go Next?', 'Destinations our advisors know first-hand.', 'greece-banner'),
  destinations: destinations.map((d) => ({ id: d.id, name: d.title })),
  image: [{ image: demo('italy-banner') }, { image: demo('kenya-1') }, { image: demo('japan-1') }],
});

const specialityLinks: { name: string; url: string; image: string }[] = [
  { name: 'Family Travel', url: '/family-travel/', image: 'family-beach' },
  { name: 'Group Travel', url: '/group-travel/', image: 'group-travel' },
  { name: 'Destination Wedding', url: '/destinetion-wedding/', image: 'wedding-beach' },
  { name: 'Honeymoon', url: '/honeymoon/', image: 'honeymoon-island' },
  { name: 'Anniversary', url: '/anniversary/', image: 'anniversary-village' },
  { name: 'All Inclusive', url: '/all-inclusive-vacations/', image: 'all-inclusive-resort' },
  { name: 'Ocean Cruise', url: '/ocean-cruise/', image: 'ocean-cruise' },
  { name: 'River Cruise', url: '/river-cruise/', image: 'river-cruise' },
  { name: 'Kenya Safari', url: '/landing-kenya-vacations/', image: 'kenya-savanna' },
  { name: 'Theme Parks', url: '/disney-vacations/', image: 'theme-park-castle' },
  { name: 'Ski Vacations', url: '/colorado-ski-vacations/', image: 'ski-colorado' },
];

/** pageId 18: the experiences carousel (spec 2 "Experiences page"); some links go out. */
export const experiencesPage = page(18, {
  ...meta(
    'Travel Experiences | Travel N Relax',
    'travel experiences, safari, cruises, theme parks, ski trips, family adventures',
    'Safaris, cruises, theme parks, ski weeks and celebrations: browse the travel experiences Travel N Relax plans for families and couples.',
  ),
  banners: banner('Experiences to Remember', 'Pick a style of travel and we will find the perfect place for it.', 'catalog-adventure'),
  specialities: [
    ...specialityLinks.map((s, index) => ({ id: index + 1, speciality_name: s.name, image: demo(s.image), url: s.url })),
    { id: 12, speciality_name: 'Northern Lights', image: demo('iceland-4'), url: 'https://www.visiticeland.com/' },
    { id: 13, speciality_name: 'Cherry Blossoms', image: demo('japan-1'), url: 'https://www.japan.travel/en/' },
    { id: 14, speciality_name: 'Rainforest Adventures', image: demo('costa-rica-2'), url: 'https://www.visitcostarica.com/en' },
  ],
});

/** pages/destinations: the enquiry form's destination options (same ids as page 17). */
export const destinationOptions = doc('pages/destinations', '', {
  destinations: destinations.map((d) => ({ destinationId: d.id, destinationTitle: d.title })),
});

/** pages/country: the lead form's country of residence. */
export const countryOptions = doc('pages/country', '', {
  countries: [
    'United States',
    'Canada',
    'Mexico',
    'United Kingdom',
    'Ireland',
    'Germany',
    'France',
    'Italy',
    'Spain',
    'Australia',
    'India',
    'Japan',
  ].map((name, index) => ({ id: index + 1, name })),
});

/** pages/specialities_list: the destinations page's link list. */
export const specialitiesList = doc(
  'pages/specialities_list',
  '',
  specialityLinks.map((s, index) => ({ id: index + 1, name: s.name, url: s.url })),
);
