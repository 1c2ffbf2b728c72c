import type { z } from 'zod';
import type { blogItem } from '../../../src/content/contract/page-fields';
import { banner, demo, meta } from './common';
import { doc, type SeedDocument } from './seed-document';

type BlogInput = z.input<typeof blogItem>;

/** Category ids as the back end sends them; "1" is the one the home carousel shows. */
const categoryNames: Record<string, string> = {
  '1': 'Family Travel',
  '2': 'Celebrations',
  '3': 'Cruises',
  '4': 'Travel Tips',
};

const authors = {
  emma: { authorName: 'Emma Collins', authorImage: demo('author-emma') },
  james: { authorName: 'James Ortega', authorImage: demo('author-james') },
  priya: { authorName: 'Priya Raman', authorImage: demo('author-priya') },
  sarah: { authorName: 'Sarah Mitchell', authorImage: demo('advisor-sarah-mitchell') },
  unknown: { authorName: null, authorImage: null },
};

function blog(
  blogId: number,
  title: string,
  createdAt: string,
  author: keyof typeof authors,
  categories: string[],
  description: string,
  metaDescription: string,
  keywords: string,
): BlogInput {
  return {
    blogId,
    title,
    description,
    image: demo(`blog-${blogId}`),
    createdAt,
    ...authors[author],
    categories,
    categoryNames: categories.map((id) => categoryNames[id]!),
    ...meta(`${title} | Travel N Relax Blog`, keywords, metaDescription),
  };
}

/** Eight posts: five in category "1" (shown on the home carousel), three not. */
export const blogs: BlogInput[] = [
  blog(
    1,
    'Disney World: 10 Tips for Families!',
    '2026-01-14T16:00:00.000Z',
    'sarah',
    ['1'],
    'Walt Disney World is four theme parks, two water parks and more than twenty resort hotels, so a little planning goes a long way. After more than a hundred Disney trips planned for Colorado families, these are the tips we share most often.\n\nBook dining reservations the day your window opens, arrive at rope drop and ride the headliners first, then head back to the hotel pool in the afternoon heat. Pack ponchos, refillable water bottles and a portable phone charger.\n\nMost of all, do not try to do everything. Pick three must-do experiences per park and let the rest be a bonus. Tired kids make for long evenings; rested kids make magic.',
    'Ten practical tips for a Walt Disney World vacation with kids, from dining reservations to rope drop, from Denver family travel advisors.',
    'Disney World tips, Disney with kids, family Disney vacation',
  ),
  blog(
    2,
    'How to Plan a Multigenerational Family Vacation',
    '2026-02-03T15:30:00.000Z',
    'emma',
    ['1', '4'],
    'Travelling with grandparents, parents and grandchildren is one of the most rewarding trips a family can take, and one of the trickiest to plan.\n\nStart with the pace: choose a home base rather than a new hotel every night, and plan one shared activity a day with free time around it. Villas and cruise ships work beautifully because everyone has their own space but meals are together.\n\nTalk about money early. Decide who pays for what before anyone books, and ask about group rates. Finally, plan one special moment, a family photo shoot or a celebration dinner, that everyone will remember.',
    'Practical advice for planning a vacation with grandparents, parents and kids: pace, lodging, budgets and shared moments.',
    'multigenerational travel, family reunion trip, travel with grandparents',
  ),
  blog(
    3,
    'Kenya Safari with Kids: What to Expect',
    '2026-02-24T17:00:00.000Z',
    'james',
    ['1'],
    'A safari is not just for honeymooners and photographers. Children from about six years old love the thrill of spotting elephants, giraffes and lions, and many camps now welcome families with open arms.\n\nGame drives start early and last three to four hours, with a rest in camp during the midday heat. Look for camps with family tents, a pool and a private vehicle option so you can set your own schedule.\n\nVaccinations, malaria prevention and visas take a little planning, so start talking to your doctor and your advisor about three months before you travel.',
    'What a Kenya safari with children is really like: ages, daily rhythm, family camps and health preparation.',
    'Kenya safari with kids, family safari, Maasai Mara',
  ),
  blog(
    4,
    'Colorado Ski Weekends Made Easy',
    '2026-03-10T14:00:00.000Z',
    'unknown',
    ['1', '4'],
    'Living on the Front Range means world-class skiing is a short drive away, but I-70 traffic can turn a ski weekend into a long one.\n\nLeave Denver before 6 a.m. on Saturday or after 7 p.m. on Friday, and consider staying Sunday night to skip the worst of the return traffic. Book ski school and rentals in advance, especially over school holidays.\n\nFor families with young skiers, Keystone and Copper have gentle learning areas close to the lodges, while Breckenridge offers the most to do off the slopes.',
    'How Denver families can make a Colorado ski weekend easy: timing the I-70 drive, booking ski school and choosing the right resort.',
    'Colorado ski weekend, family ski trip, I-70 traffic tips',
  ),
  blog(
    5,
    'Choosing Your First River Cruise',
    '2026-04-02T18:00:00.000Z',
    'priya',
    ['1', '3'],
    'River cruises have become one of the most relaxing ways to see Europe. Ships are small, excursions are often included and you dock right in the heart of the towns you visit.\n\nThe Danube is a classic first choice, from Budapest through Vienna to the Bavarian countryside. The Rhine offers castles and vineyards, while the Douro in Portugal is quieter and famous for port wine.\n\nAsk about cabin size, the included excursions and how active the shore days are. Family departures in summer are a great introduction for children.',
    'How to choose your first river cruise: comparing the Danube, Rhine and Douro, cabins, excursions and family sailings.',
    'river cruise, first river cruise, Danube river cruise',
  ),
  blog(
    6,
    'Honeymoon Ideas Beyond the Beach',
    '2026-04-21T16:45:00.000Z',
    'emma',
    ['2'],
    'Overwater villas are wonderful, but they are not the only way to celebrate a new marriage. Some of our favourite honeymoons mix adventure with romance.\n\nTry a Japan honeymoon with a private onsen in the mountains, a Kenya safari followed by a beach finale in Diani, or a road trip through Iceland under the midnight sun. Couples who love food adore Italy in the autumn harvest.\n\nWhatever you choose, leave a few days with nothing planned at all.',
    'Honeymoon ideas for couples who want more than a beach: Japan, Kenya, Iceland and Italy.',
    'honeymoon ideas, adventure honeymoon, romantic travel',
  ),
  blog(
    7,
    'Packing Light for a Two-Week Trip',
    '2026-05-12T15:00:00.000Z',
    'james',
    ['3', '4'],
    'Carry-on only for two weeks sounds impossible until you try it. Packing light means no waiting at the baggage carousel, easier train transfers and no lost luggage.\n\nChoose a colour palette so everything matches, pack clothes that dry overnight and plan on doing one load of laundry midway. Packing cubes keep each family member organised.\n\nOn cruises, remember formal nights and a light jacket for evening decks; on safari, soft duffels are often required for small aircraft.',
    'How to pack carry-on only for a two-week trip, with tips for cruises and safaris.',
    'packing tips, carry on only, packing for a cruise',
  ),
  blog(
    8,
    'Why Work with a Travel Advisor in 2026?',
    '2026-06-01T16:00:00.000Z',
    'sarah',
    ['4'],
    'With so many booking sites, why use a travel advisor? Because a good one saves you time, money and stress, and is there when something goes wrong.\n\nAdvisors have relationships with resorts, cruise lines and local guides that open doors to upgrades, perks and availability you will not find online. We know which room faces the construction, which transfer takes twice as long as promised and which hotel pool is best for toddlers.\n\nAnd when a flight is cancelled at midnight, you call a person who already knows your trip.',
    'The real benefits of booking with a travel advisor: perks, insider knowledge and support when plans change.',
    'travel advisor benefits, why use a travel agent, Denver travel agency',
  ),
];

/** Blogs/list: the posts, the blog page's meta fields and its banner. */
export const blogListDocument = doc('Blogs/list', '', {
  blogs,
  banners: banner('Travel Blog', 'Tips, stories and ideas from our Denver travel advisors.', 'blog-2'),
  ...meta(
    'Travel Blog | Travel N Relax',
    'family travel blog, travel tips, Disney tips, safari with kids, cruise advice',
    'Family travel tips, destination ideas and honest advice from the Denver advisors at Travel N Relax.',
  ),
});

/** Blogs/details for each blogId: the post as a one-item list. */
export const blogDetailDocuments: SeedDocument[] = blogs.map((b) => doc('Blogs/details', b.blogId, [b]));
