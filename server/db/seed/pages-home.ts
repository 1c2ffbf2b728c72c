import { advisorNames, agencyFacts, banner, DEFAULT_HERO, demo, meta, page, whereTo } from './common';

/** pageId 1: the home page, also read by /services/ (spec 1 "Home page", spec 2 "Themed pages"). */
export const homePage = page(1, {
  ...meta(
    "Travel N Relax | Denver's Top Rated Family Travel Agency",
    'family travel agency Denver, custom family vacations, Colorado travel advisor, group travel, honeymoon planning, Kenya safari, Disney vacations',
    'Travel N Relax is a Denver family travel agency with more than 20 years of experience planning custom vacations, cruises, safaris, theme park trips and celebrations.',
  ),
  banners: banner(
    DEFAULT_HERO,
    'Custom vacations for every generation of your family, planned by advisors who have been doing this for more than 20 years.',
    'hero-poster',
  ),
  intro: [
    {
      text: 'Vacations Built Around Your Family',
      description:
        'No two families travel the same way. Some want a pool, a beach and nothing on the calendar; others want a different adventure every morning. Since 2004 our Denver team has listened first, then designed trips that fit nap schedules, teenagers, grandparents and budgets alike, and we stay on call from the day you book until the day you land back at DEN.',
      buttonText: 'Plan my trip',
      buttonLink: '/go/',
    },
  ],
  reviews: [
    {
      id: 1,
      name: 'The Alvarez Family',
      rating: 5,
      description:
        'Sarah planned our first trip abroad with three kids and it could not have gone more smoothly. Every transfer was waiting for us, and the villa in Tuscany was even better than the photos.',
    },
    {
      id: 2,
      name: 'Megan & Chris P.',
      rating: 5,
      description:
        'Our honeymoon in Greece was pure magic. They found us a cave suite in Santorini and a private sunset sail we still talk about.',
    },
    {
      id: 3,
      name: 'Robert H.',
      rating: 4,
      description:
        'Organised a river cruise for twelve of us across three generations. A couple of tours ran long, but the planning and the communication were excellent.',
    },
    {
      id: 4,
      name: 'Janelle T.',
      rating: 5,
      description:
        'Disney with twins could have been chaos. Instead we had a day-by-day plan, dining reservations and Lightning Lane tips that saved us hours.',
    },
    {
      id: 5,
      name: 'Ken & Lisa W.',
      rating: 3,
      description:
        'The ski week in Vail was well organised and the lodge was lovely. We would have liked more restaurant suggestions, but we will book with them again.',
    },
    {
      id: 6,
      name: 'Priya S.',
      rating: 5,
      description:
        'Our Kenya safari was the trip of a lifetime. David knew every camp personally and matched us with guides who were wonderful with our kids.',
    },
  ],
  specialities: [
    { id: 1, name: 'Family Travel', image: demo('family-beach'), url: '/family-travel/' },
    { id: 2, name: 'Group Travel', image: demo('group-travel'), url: '/group-travel/' },
    { id: 3, name: 'Destination Wedding', image: demo('wedding-beach'), url: '/destinetion-wedding/' },
    { id: 4, name: 'Honeymoon', image: demo('honeymoon-island'), url: null, pageId: 5 },
    { id: 5, name: 'Anniversary', image: demo('anniversary-village'), url: null, pageId: 6 },
    { id: 6, name: 'All Inclusive', image: demo('all-inclusive-resort'), url: '/all-inclusive-vacations/' },
    { id: 7, name: 'Ocean Cruise', image: demo('ocean-cruise'), url: '/ocean-cruise/' },
    { id: 8, name: 'River Cruise', image: demo('river-cruise'), url: null, pageId: 9 },
    { id: 9, name: 'Kenya Safari', image: demo('kenya-savanna'), url: '/landing-kenya-vacations/' },
    { id: 10, name: 'Theme Parks', image: demo('theme-park-castle'), url: null, pageId: 10 },
    { id: 11, name: 'Ski Vacations', image: demo('ski-colorado'), url: null, pageId: 12 },
  ],
  package_sliders: [
    {
      packageId: 1,
      image: demo('kenya-banner'),
      title: 'Great Migration Family Safari',
      subText: '9 days in the Maasai Mara and Amboseli, with family tents and kid-friendly guides.',
      buttonText: 'Explore Kenya',
      country: 'Kenya',
    },
    {
      packageId: 2,
      image: demo('italy-1'),
      title: 'Tuscan Farmhouse & Rome',
      subText: '10 days of pasta classes, hill towns and a skip-the-line Colosseum morning.',
      buttonText: 'Explore Italy',
      country: 'Italy',
    },
    {
      packageId: 3,
      image: demo('mexico-1'),
      title: 'Riviera Maya All-Inclusive',
      subText: '7 nights beachfront with a kids club, cenote swims and a day at Chichén Itzá.',
      buttonText: 'Explore Mexico',
      country: 'Mexico',
    },
    {
      packageId: 4,
      image: demo('japan-banner'),
      title: 'Japan for First-Timers',
      subText: '12 days from Tokyo to Kyoto by bullet train, with a night in a traditional ryokan.',
      buttonText: 'Explore Japan',
      country: 'Japan',
    },
    {
      packageId: 5,
      image: demo('greece-banner'),
      title: 'Greek Island Hopping',
      subText: 'Athens, Naxos and Santorini by fast ferry, with a private catamaran day.',
      buttonText: 'Explore Greece',
      country: 'Greece',
    },
    {
      packageId: 6,
      image: demo('iceland-banner'),
      title: 'Iceland Ring Road Adventure',
      subText: '8 days of waterfalls, glacier walks and, in winter, a chance of the northern lights.',
      buttonText: 'Explore Iceland',
      country: 'Iceland',
    },
  ],
  about: [
    {
      text: 'Two Decades of Getting the Details Right',
      description:
        'Travel N Relax began at a kitchen table in Denver with one simple idea: families deserve a real person who answers the phone. More than 20 years and thousands of trips later, we still plan every itinerary by hand, visit the resorts and ships we recommend, and treat your vacation budget like our own.',
      image: demo('about-denver'),
      buttonText: `Meet ${advisorNames[0].split(' ')[0]}`,
      buttonLink: `/${agencyFacts.advisors[0]!.slug}/`,
    },
    {
      text: 'Advisors Who Have Been There',
      description:
        'Our advisors have walked the Disney parks with toddlers, crossed the Mara with teenagers and skied Colorado every winter. That first-hand knowledge is what we pass on to you.',
      image: demo('about-team'),
      buttonText: `Meet ${advisorNames[1].split(' ')[0]}`,
      buttonLink: `/${agencyFacts.advisors[1]!.slug}/`,
    },
  ],
  advisors: [
    {
      name: advisorNames[0],
      designation: 'Founder & Lead Family Travel Advisor',
      description:
        'Sarah founded Travel N Relax after a decade with a national tour operator. A mom of three and a certified Disney and Universal specialist, she has planned family trips on six continents and still answers her own phone.',
      image: demo('advisor-sarah-mitchell'),
    },
    {
      name: advisorNames[1],
      designation: 'Senior Advisor, Safaris & Cruises',
      description:
        'David has led small groups through East Africa since 2009 and sailed more than forty ocean and river itineraries. He specialises in multigenerational safaris, expedition cruises and big celebrations.',
      image: demo('advisor-david-brooks'),
    },
  ],
  catalog: [
    {
      id: 1,
      text: 'Family Vacations Without the Stress',
      description:
        'Connecting rooms, kids clubs, car seats, early dinners: we think about the small things so your family can enjoy the big ones.',
      image: demo('catalog-family'),
    },
    {
      id: 2,
      text: 'Cruises That Fit Your Crew',
      description:
        'From a first Caribbean cruise to a slow Danube river voyage, we match the ship, the cabin and the ports to the people travelling.',
      image: demo('catalog-cruise'),
    },
    {
      id: 3,
      text: 'Adventures With a Safety Net',
      description:
        'Volcano hikes in Costa Rica, game drives in Kenya, glacier walks in Iceland: trusted local guides and 24/7 support on every trip.',
      image: demo('catalog-adventure'),
    },
    {
      id: 4,
      text: 'Celebrations Worth the Trip',
      description:
        'Destination weddings, honeymoons, milestone birthdays and anniversaries, planned down to the welcome dinner and the guest room blocks.',
      image: demo('catalog-celebration'),
    },
  ],
  whereTo: whereTo('Where to next?', "Tell us where you dream of going and we'll create a vacation you'll remember forever."),
});
