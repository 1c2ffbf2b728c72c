import { advisorNames, agencyFacts, banner, demo, meta, page, whereTo } from './common';

/** pageId 14: the review page (spec 1 "Review page"). */
export const reviewPage = page(14, {
  ...meta(
    'Leave a Review | Travel N Relax',
    'Family vacations, Aurora travel agency, custom travel planning',
    'Travelled with Travel N Relax? Tell other families about your trip. Your feedback helps us plan even better family vacations.',
  ),
  review_title: 'Review Travel N Relax',
  subtext:
    'Back from your trip? We would love to hear how it went. Your review helps other Colorado families find a travel advisor they can trust, and helps us keep improving.',
  google_text: 'Review us on Google',
  google_link: 'https://www.google.com/search?q=Travel+N+Relax+Denver+reviews',
  yelp_text: 'Review us on Yelp',
  yelp_link: 'https://www.yelp.com/search?find_desc=Travel+N+Relax&find_loc=Denver%2C+CO',
  whereTo: whereTo('Let us handle the details', 'Ready for the next one? We are already looking forward to planning it.'),
});

/** pageId 19: the contact and enquiry page, /go/. */
export const contactPage = page(19, {
  ...meta(
    'Contact Us | Plan Your Trip With Travel N Relax',
    'contact travel agent Denver, plan a vacation, travel enquiry, family travel advisor',
    `Ready to travel? Tell us about your trip or call ${agencyFacts.phone}. Our Denver advisors reply within two business days.`,
  ),
  banners: banner(
    'Ready To Travel?',
    'Tell us a little about your trip and an advisor will be in touch within two business days.',
    'trip-1',
  ),
  whereTo: whereTo('Where to next?', 'Wherever it is, we will help you get there, relaxed.'),
});

/** pageId 24: about and team (spec 2 "About page"); introduction holds the three value cards. */
export const aboutPage = page(24, {
  ...meta(
    'About Our Travel Agency | Travel N Relax Denver',
    'about Travel N Relax, Denver travel agency, family travel advisors, our team',
    'Meet the team behind Travel N Relax, a Denver family travel agency planning custom vacations for more than 20 years.',
  ),
  banners: banner(
    'The People Behind Your Vacation',
    'A small Denver team with more than 20 years of planning trips for families like yours.',
    'about-denver',
  ),
  aim: [
    {
      id: 1,
      text: 'Our Aim',
      description:
        'To give every family the kind of vacation that brings them closer, planned with honesty, care and the knowledge that only comes from travelling the world ourselves. We measure success by the stories you bring home and by how many of you come back to plan the next one.',
      image: demo('about-team'),
    },
  ],
  introduction: [
    {
      id: 1,
      text: 'Honor',
      description: 'We recommend only what we would book for our own families, and we are upfront about prices, fees and trade-offs.',
    },
    {
      id: 2,
      text: 'Diligence',
      description: 'Every booking is double-checked, every connection timed and every document sent well before you leave.',
    },
    {
      id: 3,
      text: 'Legacy',
      description: 'Many of our clients first travelled with us as newlyweds and now bring their grandchildren. We plan for the long run.',
    },
  ],
  motto: [
    {
      id: 1,
      text: 'Your Family, Our Expertise',
      description: 'Local to Denver, connected around the world, and here for you before, during and after every trip.',
      backgroundImage: demo('motto-mountains'),
    },
  ],
  planning: [
    {
      id: 1,
      text: 'Start Planning With Our Team',
      description: 'Tell us where you would like to go, or just when you can travel, and we will take it from there.',
      buttonText: 'Plan my trip',
      buttonLink: '/go/',
    },
  ],
  whereTo: whereTo(),
});

/** pageIds 26 and 27: the two advisor profiles (spec 2 "Advisor profile pages"). */
export const advisorPages = [
  page(26, {
    ...meta(
      `${advisorNames[0]} | Family Travel Advisor | Travel N Relax`,
      'Sarah Mitchell travel advisor, Disney specialist Denver, family travel advisor',
      'Sarah Mitchell founded Travel N Relax in Denver and has planned family vacations on six continents for more than 20 years.',
    ),
    introduction: [
      {
        id: 1,
        text: advisorNames[0],
        description:
          'Sarah founded Travel N Relax after ten years with a national tour operator, determined to give families the personal attention she wished she had when travelling with her own three children.\n\nShe is happiest designing first trips to Europe, Disney vacations planned to the minute and multigenerational reunions where everyone gets a little of what they love.',
        image: demo('advisor-sarah-mitchell'),
        backgroundImage: demo('advisor-sarah-background'),
      },
    ],
    certifications: [
      {
        id: 1,
        text: 'Certifications',
        description:
          'Certified Travel Associate (CTA), The Travel Institute\nEarmarked Disney Destinations Specialist\nUniversal Orlando Certified Agent\nCLIA Accredited Cruise Counsellor\nItaly Destination Specialist',
      },
    ],
    Testimonial: [
      {
        id: 1,
        text: 'The Alvarez Family',
        description:
          'Sarah thought of things we never would have: a stroller rental waiting in Rome, a pool villa so the kids could nap. Our best family trip ever.',
      },
      {
        id: 2,
        text: 'Janelle T.',
        description: 'Our Disney plan was perfect. Sarah answered every question, even from the park on a Sunday.',
      },
    ],
  }),
  page(27, {
    ...meta(
      `${advisorNames[1]} | Safari & Cruise Advisor | Travel N Relax`,
      'David Brooks travel advisor, Kenya safari specialist, cruise advisor Denver',
      'David Brooks plans family safaris in Kenya and ocean and river cruises for Travel N Relax in Denver.',
    ),
    introduction: [
      {
        id: 1,
        text: advisorNames[1],
        description:
          'David first visited Kenya in 2009 and has returned almost every year since, building friendships with the camps and guides he now books for our families.\n\nWhen he is not on safari he is at sea: he has sailed more than forty ocean and river itineraries and loves matching travellers with the ship that suits them.',
        image: demo('advisor-david-brooks'),
        backgroundImage: demo('advisor-david-background'),
      },
    ],
    certifications: [
      {
        id: 1,
        text: 'Certifications',
        description:
          'Master Cruise Counsellor (MCC), CLIA\nAfrica Travel Specialist\nRiver Cruise Specialist\nCertified Travel Counselor (CTC), The Travel Institute',
      },
    ],
    Testimonial: [
      {
        id: 1,
        text: 'Priya S.',
        description:
          'David knew every camp by name and matched us with a guide who had our kids spotting lions in the first hour. Worth every penny.',
      },
    ],
  }),
];

/**
 * pageId 28: the Kenya safari page. Six introduction items (the page shows at most five) and three
 * mottos (at most two). Images are bare file names on purpose: the safari image rule prefixes them
 * with the uploads path (`agencyFacts.safariUploadsPath`).
 */
export const safariPage = page(28, {
  ...meta(
    'Kenya Safari Vacations | Travel N Relax',
    'Kenya safari, family safari, Maasai Mara, Amboseli, safari travel agent Denver, Great Migration',
    'Family safaris in Kenya planned by advisors who return every year: Maasai Mara, Amboseli, Samburu and the coast, with hand-picked camps and guides.',
  ),
  banners: banner('Kenya Safari Vacations', 'See the Great Migration with guides we have known for years.', 'kenya-banner'),
  introduction: [
    {
      id: 1,
      text: 'The Maasai Mara',
      description:
        'Kenya’s most famous reserve, where lions, cheetahs and leopards follow the herds. From July to October over a million wildebeest cross the Mara River: an unforgettable sight for children and grandparents alike.',
      image: 'kenya-savanna.svg',
      backgroundImage: '',
      buttonText: 'Learn about the Mara',
      buttonLink: 'https://www.magicalkenya.com/',
    },
    {
      id: 2,
      text: 'Camps Chosen for Families',
      description:
        'Family tents with two bedrooms, pools for the afternoon heat and guides trained to keep young travellers engaged. We have stayed at every camp we recommend.',
      image: 'kenya-lodge.svg',
      backgroundImage: '',
    },
    {
      id: 3,
      text: 'Elephants Beneath Kilimanjaro',
      description:
        'Amboseli’s big-tusked elephants roam in front of Africa’s tallest mountain. Early-morning drives bring the clearest views of the snow-capped summit.',
      image: 'kenya-kilimanjaro.svg',
      backgroundImage: '',
    },
    {
      id: 4,
      text: 'Meet the Maasai',
      description:
        'Visit a village with a Maasai guide, learn how herders live alongside wildlife and hear how conservancies protect both. Respectful, small-group and unforgettable.',
      image: 'kenya-acacia.svg',
      backgroundImage: '',
      buttonText: 'Conservancies',
      buttonLink: 'https://www.kws.go.ke/',
    },
    {
      id: 5,
      text: 'Sunrise Balloon Flights',
      description:
        'Float above the plains at dawn as the animals wake below, then land for a champagne breakfast in the bush. Children aged seven and up can join most flights.',
      image: 'kenya-sunrise.svg',
      backgroundImage: '',
    },
    {
      id: 6,
      text: 'Beach Time on the Coast',
      description:
        'After the dust of the game drives, unwind on the white sands of Diani or Watamu with snorkelling, dhow sails and fresh seafood.',
      image: 'kenya-coast.svg',
      backgroundImage: '',
    },
  ],
  motto: [
    {
      id: 1,
      text: 'Safari Is a Family Story',
      description: 'The first lion your children see is a memory they will tell their own children about.',
      image: 'kenya-night.svg',
      backgroundImage: '',
    },
    {
      id: 2,
      text: 'Travel Gently',
      description: 'We choose camps that employ local staff, support conservancies and tread lightly on the land.',
      image: 'kenya-acacia.svg',
      backgroundImage: '',
    },
    {
      id: 3,
      text: 'Guides Who Feel Like Family',
      description: 'Many of our guides have driven the same families on three or four safaris.',
      image: 'kenya-savanna.svg',
      backgroundImage: '',
    },
  ],
  planning: [
    {
      id: 1,
      text: 'Start Planning Your Kenya Safari',
      description: 'The best camps book a year ahead for the migration season. Tell us your dates and we will check availability.',
      buttonText: 'Plan my safari',
      buttonLink: '/go/',
    },
  ],
  whereTo: whereTo(),
});
