import type { SeedDocument } from './seed-document';
import { banner, demo, meta, page, whereTo } from './common';

interface Themed {
  pageId: number;
  title: string;
  keywords: string;
  description: string;
  heading: string;
  subText: string;
  bannerImage: string;
  introduction: { text: string; description: string; image: string; buttonText?: string; buttonLink?: string }[];
  motto: { text: string; description: string; backgroundImage: string };
  planning: { text: string; description: string };
  whereTo?: { text: string; description: string };
}

function themedPage(t: Themed): SeedDocument {
  return page(t.pageId, {
    ...meta(t.title, t.keywords, t.description),
    banners: banner(t.heading, t.subText, t.bannerImage),
    introduction: t.introduction.map((item, index) => ({ id: index + 1, ...item, image: demo(item.image) })),
    motto: [{ id: 1, ...t.motto, backgroundImage: demo(t.motto.backgroundImage) }],
    planning: [{ id: 1, ...t.planning, buttonText: 'Plan my trip', buttonLink: '/go/' }],
    whereTo: t.whereTo ? whereTo(t.whereTo.text, t.whereTo.description) : whereTo(),
  });
}

/** pageIds 4-12: the themed pages (spec 2 "Themed pages"). */
export const themedPages: SeedDocument[] = [
  themedPage({
    pageId: 4,
    title: 'Destination Wedding Planning | Travel N Relax',
    keywords: 'destination wedding, beach wedding, wedding travel agent Denver, wedding room blocks, Mexico wedding',
    description:
      'Say "I do" somewhere unforgettable. Travel N Relax plans destination weddings with venues, room blocks and guest travel handled from Denver.',
    heading: 'Your Destination Wedding, Beautifully Handled',
    subText: 'Venues, guest room blocks and travel for everyone you love, coordinated by one dedicated advisor.',
    bannerImage: 'wedding-beach',
    introduction: [
      {
        text: 'The Venue of Your Dreams',
        description:
          'Barefoot on a Riviera Maya beach, in a Tuscan villa garden or on a clifftop in Santorini: we shortlist venues that fit your guest count and budget, and we know which resorts include the ceremony and which charge extra.',
        image: 'wedding-garden',
      },
      {
        text: 'Guests Taken Care Of',
        description:
          'Your guests get a personal booking page, group rates and a real person to answer their questions, so you are not the travel desk for forty people in the months before your wedding.',
        image: 'wedding-villa',
      },
    ],
    motto: {
      text: 'Love Travels Well',
      description: 'The most meaningful day of your life deserves a setting to match, and a team that sweats the details for you.',
      backgroundImage: 'wedding-beach',
    },
    planning: {
      text: 'Start Planning Your Destination Wedding',
      description: 'Tell us your date, your dream location and your guest count, and we will come back with venues that fit.',
    },
  }),
  themedPage({
    pageId: 5,
    title: 'Honeymoon Planning | Travel N Relax',
    keywords: 'honeymoon planning, romantic getaways, overwater bungalow, Greece honeymoon, honeymoon travel agent Denver',
    description:
      'Romantic honeymoons planned around the two of you: private islands, Greek sunsets, safari lodges and European cities, from a Denver travel agency.',
    heading: 'Honeymoons Made for Two',
    subText: 'Slow mornings, private sunsets and every detail handled, so your first trip as a married couple is pure relaxation.',
    bannerImage: 'honeymoon-sunset',
    introduction: [
      {
        text: 'Romance, Your Way',
        description:
          'Some couples want an overwater villa and a spa menu; others want to hike a volcano and celebrate with street food. We build the honeymoon around how the two of you like to travel.',
        image: 'honeymoon-island',
      },
      {
        text: 'Little Surprises Along the Way',
        description:
          'Champagne on arrival, a room upgrade when one is available, a private dinner on the sand: we let our partners know you are celebrating and make sure the moments that matter are arranged.',
        image: 'greece-2',
      },
      {
        text: 'Honeymoon Registry Friendly',
        description:
          'Friends and family can contribute to experiences on your trip, from a sunset sail to a cooking class, and we weave them into your itinerary.',
        image: 'honeymoon-sunset',
      },
    ],
    motto: {
      text: 'Begin Your Forever Somewhere Beautiful',
      description: 'A honeymoon happens once. We make sure it feels that way from the first transfer to the last sunset.',
      backgroundImage: 'motto-sea',
    },
    planning: {
      text: 'Plan Your Honeymoon',
      description: 'Share your wedding date and your dream, and we will send honeymoon ideas within two business days.',
    },
  }),
  themedPage({
    pageId: 6,
    title: 'Anniversary Trips | Travel N Relax',
    keywords: 'anniversary trip, anniversary vacation ideas, vow renewal, romantic travel, couples vacation Denver',
    description:
      'Celebrate your anniversary with a trip planned around your story: vow renewals, romantic cities, river cruises and quiet island escapes.',
    heading: 'Anniversaries Worth Celebrating',
    subText: 'Whether it is your first year or your fiftieth, mark it with a journey you will both remember.',
    bannerImage: 'anniversary-coast',
    introduction: [
      {
        text: 'Return or Discover',
        description:
          'Some couples love going back to where it all began; others want a place neither of them has seen. Either way we plan the trip around your story, with a few touches that make it feel personal.',
        image: 'anniversary-village',
      },
      {
        text: 'Renew Your Vows',
        description:
          'A short ceremony on a beach, in a vineyard or on a cruise deck, with the paperwork, the flowers and the photographer arranged for you.',
        image: 'wedding-garden',
      },
    ],
    motto: {
      text: 'Here is to Many More',
      description: 'Time together is the best gift. We simply find the most beautiful places to spend it.',
      backgroundImage: 'motto-night',
    },
    planning: {
      text: 'Plan Your Anniversary Trip',
      description: 'Tell us the milestone and the kind of celebration you imagine, and we will take it from there.',
    },
  }),
  themedPage({
    pageId: 7,
    title: 'All-Inclusive Vacations | Travel N Relax',
    keywords: 'all inclusive vacations, all inclusive resorts Mexico, family all inclusive, Caribbean resorts, Denver travel agent',
    description:
      'All-inclusive family vacations in Mexico, the Caribbean and beyond: resorts hand-picked by our advisors for kids clubs, food and value.',
    heading: 'All-Inclusive, All Relaxed',
    subText: 'Meals, drinks, kids clubs and entertainment in one price, at resorts our advisors have visited themselves.',
    bannerImage: 'all-inclusive-resort',
    introduction: [
      {
        text: 'Not All Resorts Are Equal',
        description:
          'Some all-inclusives are perfect for toddlers, some for teenagers, some for adults only. We know which have the best kids clubs, which restaurants need reservations and which rooms are worth the upgrade.',
        image: 'all-inclusive-island',
      },
      {
        text: 'A Budget With No Surprises',
        description:
          'Flights, transfers, resort and tips planned up front, so you know what the whole trip costs before you leave Denver.',
        image: 'mexico-1',
      },
    ],
    motto: {
      text: 'Unpack Once, Relax All Week',
      description: 'The easiest vacation is the one where the only decision is pool or beach.',
      backgroundImage: 'motto-sea',
    },
    planning: {
      text: 'Find Your All-Inclusive',
      description: 'Tell us who is travelling and what matters most, and we will match you with the right resort.',
    },
  }),
  themedPage({
    pageId: 8,
    title: 'Ocean Cruises | Travel N Relax',
    keywords: 'ocean cruise, family cruise, Caribbean cruise, Alaska cruise, Mediterranean cruise, cruise travel agent Denver',
    description:
      'Caribbean, Alaska, Mediterranean and beyond: ocean cruises matched to your family, with the right ship, cabin and shore excursions.',
    heading: 'Set Sail on Your Next Ocean Cruise',
    subText: 'The right ship, the right cabin and shore days planned around your family.',
    bannerImage: 'ocean-cruise',
    introduction: [
      {
        text: 'Choosing the Right Ship',
        description:
          'Water slides and kids clubs, or quiet decks and fine dining? Every cruise line has a personality. We match yours to the ship and book cabins in the right spot for your family.',
        image: 'ocean-cruise-night',
      },
      {
        text: 'Shore Days Done Right',
        description:
          'We plan port days that avoid the crowds, with trusted local guides and plenty of time to get back on board.',
        image: 'greece-4',
      },
    ],
    motto: {
      text: 'The Sea Is Calling',
      description: 'Wake up somewhere new every morning, and unpack only once.',
      backgroundImage: 'catalog-cruise',
    },
    planning: {
      text: 'Plan Your Ocean Cruise',
      description: 'Tell us where you would like to sail and when, and we will compare ships and cabins for you.',
    },
  }),
  themedPage({
    pageId: 9,
    title: 'River Cruises | Travel N Relax',
    keywords: 'river cruise, Danube river cruise, Rhine river cruise, family river cruise, European river cruise Denver',
    description:
      'Slow, scenic river cruises through Europe and beyond, with small ships, included excursions and a Denver advisor who has sailed them.',
    heading: 'River Cruising, the Unhurried Way',
    subText: 'Small ships, charming towns and a new view outside your window every day.',
    bannerImage: 'river-cruise',
    introduction: [
      {
        text: 'Europe From the Water',
        description:
          'Dock in the heart of Vienna, Budapest or Cologne and walk straight into town. River ships carry fewer than 200 guests, so boarding is quick and the atmosphere is relaxed.',
        image: 'river-cruise-evening',
      },
      {
        text: 'Family Sailings',
        description:
          'Several lines now run family departures in the summer, with activities for children and connecting staterooms. We know which dates to book.',
        image: 'italy-3',
      },
    ],
    motto: {
      text: 'Let the River Set the Pace',
      description: 'Castles, vineyards and villages glide by while dinner is served.',
      backgroundImage: 'river-cruise-evening',
    },
    planning: {
      text: 'Plan Your River Cruise',
      description: 'Tell us which rivers are on your list and we will find the right ship and sailing date.',
    },
  }),
  themedPage({
    pageId: 10,
    title: 'Disney Vacations | Travel N Relax',
    keywords: 'Disney vacation planner, Walt Disney World, Disneyland, Disney cruise, Disney travel agent Denver',
    description:
      'Disney vacations planned by certified specialists: resort choice, park tickets, dining reservations and day-by-day plans that save you time in line.',
    heading: 'Disney Vacations Without the Guesswork',
    subText: 'Resorts, tickets, dining and a park-by-park plan from advisors who know the magic inside out.',
    bannerImage: 'disney-castle-night',
    introduction: [
      {
        text: 'Plans That Beat the Lines',
        description:
          'We build a day-by-day park plan around your children, your must-do rides and the crowd calendar, and we book dining the moment the window opens.',
        image: 'theme-park-castle',
      },
      {
        text: 'On Land or at Sea',
        description:
          'Walt Disney World, Disneyland, Aulani or a Disney Cruise: we compare the options and the deals for your dates.',
        image: 'ocean-cruise',
      },
    ],
    motto: {
      text: 'Where Dreams Meet a Plan',
      description: 'The magic feels even better when someone else has handled the details.',
      backgroundImage: 'disney-castle-night',
    },
    planning: {
      text: 'Plan Your Disney Vacation',
      description: 'Share your dates and your crew, and we will send resort and ticket options that fit.',
    },
  }),
  themedPage({
    pageId: 11,
    title: 'Universal Studios Vacations | Travel N Relax',
    keywords: 'Universal Orlando vacation, Universal Studios Hollywood, Epic Universe, theme park vacation, Denver travel agent',
    description:
      'Universal Studios vacations with on-site hotels, Express passes and park plans built for thrill seekers and little ones alike.',
    heading: 'Universal Studios Adventures',
    subText: 'On-site hotels, early park admission and a plan for every thrill level.',
    bannerImage: 'universal-city',
    introduction: [
      {
        text: 'Stay On-Site, Play Longer',
        description:
          'Universal hotels put you a short walk or water taxi from the parks, and some include Express passes that can save hours in line. We know which ones are worth it for your family.',
        image: 'universal-mobile',
      },
      {
        text: 'Thrills for Every Age',
        description:
          'From gentle rides for preschoolers to the biggest coasters in Orlando, we plan each park day so everyone gets their favourite moments.',
        image: 'group-travel',
      },
    ],
    motto: {
      text: 'Step Into the Movies',
      description: 'Wizards, dinosaurs and superheroes are waiting, and we know the best time to see them.',
      backgroundImage: 'universal-city',
    },
    planning: {
      text: 'Plan Your Universal Trip',
      description: 'Tell us your dates and your thrill level, and we will build the perfect park plan.',
    },
  }),
  themedPage({
    pageId: 12,
    title: 'Colorado Ski Vacations | Travel N Relax',
    keywords: 'Colorado ski vacation, Vail ski trip, Breckenridge family ski, ski lessons for kids, Denver ski travel agent',
    description:
      'Colorado ski vacations from a Denver agency that skis here every winter: lodging, lift tickets, lessons and gear rentals in Vail, Breckenridge, Keystone and beyond.',
    heading: 'Ski Colorado Like a Local',
    subText: 'Slope-side lodging, lift tickets, ski school and gear, planned by Denver advisors who ski these mountains every winter.',
    bannerImage: 'ski-colorado',
    introduction: [
      {
        text: 'The Right Mountain for Your Family',
        description:
          'Keystone for night skiing with kids, Breckenridge for the town, Vail for the back bowls, Steamboat for the powder: we know where beginners and experts will both be happy.',
        image: 'ski-lodge',
      },
      {
        text: 'Lessons, Rentals and Rest Days',
        description:
          'Ski school reserved early, gear delivered to your condo and a spa or sleigh ride on the day your legs need a break.',
        image: 'ski-evening',
      },
    ],
    motto: {
      text: 'Fresh Tracks, Warm Fires',
      description: 'The best ski days end in front of a fireplace with hot chocolate in hand.',
      backgroundImage: 'motto-mountains',
    },
    planning: {
      text: 'Plan Your Ski Vacation',
      description: 'Tell us your dates and your skiers, and we will match you with the right mountain and lodging.',
    },
  }),
];

/** pageIds 21 and 22: the wedding-style pages, an introduction with a Back to Home button. */
export const weddingStylePages: SeedDocument[] = [
  page(21, {
    ...meta(
      'Destination Wedding Guests | Travel N Relax',
      'wedding guest travel, wedding room block, destination wedding guests, group wedding travel',
      'Invited to a destination wedding? Travel N Relax books flights, rooms and transfers for wedding guests, with group rates arranged by the couple.',
    ),
    banners: banner(
      'Travelling to a Wedding?',
      'We book flights, rooms and transfers for wedding guests, at the group rate the couple arranged.',
      'wedding-villa',
    ),
    introduction: [
      {
        id: 1,
        text: 'Wedding Guest Travel, Simplified',
        description:
          'Send us the couple’s names and the wedding date. We will find the room block, compare flights from your home airport and handle transfers, so all you need to pack is your dancing shoes.',
        image: demo('wedding-villa'),
        buttonText: 'Back to Home',
        buttonLink: '/',
      },
    ],
    whereTo: whereTo('Where to next?', 'Make a long weekend of it: we can add a few extra days before or after the celebration.'),
  }),
  page(22, {
    ...meta(
      'Wedding Venues Abroad | Travel N Relax',
      'wedding venues abroad, beach wedding venues, villa weddings, elopement packages',
      'Beach, villa and vineyard wedding venues abroad, compared and booked by Travel N Relax wedding specialists in Denver.',
    ),
    banners: banner(
      'Find Your Wedding Venue Abroad',
      'Beaches, villas and vineyards, with packages compared side by side.',
      'wedding-garden',
    ),
    introduction: [
      {
        id: 1,
        text: 'Venues We Know and Trust',
        description:
          'We have walked the grounds of the venues we recommend and met their wedding coordinators. You get honest advice on what is included, what the weather is like in your month and how far guests will travel.',
        image: demo('wedding-garden'),
        buttonText: 'Back to Home',
        buttonLink: '/',
      },
      {
        id: 2,
        text: 'Small Weddings and Elopements',
        description:
          'Just the two of you, or ten of your favourite people? Intimate celebrations can be planned in a few weeks, with a photographer and officiant included.',
        image: demo('wedding-beach'),
      },
    ],
    whereTo: whereTo(),
  }),
];
