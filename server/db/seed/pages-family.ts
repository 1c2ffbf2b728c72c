import { banner, demo, meta, page, whereTo } from './common';

/** pageId 2: family travel; the home page also reads its partners and introduction (spec 1 §9). */
export const familyTravelPage = page(2, {
  ...meta(
    'Family Travel Agency in Denver | Travel N Relax',
    'family travel agency, family vacations, Denver travel agent, kid friendly resorts, multigenerational travel',
    'Custom family vacations planned by a Denver travel agency with 20+ years of experience: kid-friendly resorts, theme parks, cruises, safaris and multigenerational trips.',
  ),
  banners: banner(
    'Family Vacations, Perfectly Planned',
    'From first flights with a baby to milestone trips with the grandparents, we plan every detail around your family.',
    'family-beach',
  ),
  motto: [
    {
      id: 1,
      text: 'Travel Together. Relax Together.',
      description:
        'We believe the best family memories are made when nobody is worrying about the logistics. You bring the family; we bring the plan, the backup plan and a real person to call.',
      backgroundImage: demo('motto-sea'),
    },
  ],
  planning: [
    {
      id: 1,
      text: 'How We Plan Your Family Trip',
      description:
        "Share your dates, your travellers and your wish list. Within two business days you'll have a first itinerary idea from an advisor who has travelled it with kids of their own.",
    },
  ],
  whereTo: whereTo("Let's Plan Your Perfect Family Trip", "We'll help craft unforgettable family travel experiences."),
  introduction: [
    {
      id: 1,
      text: 'Every Age, One Itinerary',
      description:
        'Toddlers need naps, teenagers need Wi-Fi and grandparents need a comfortable pace. We design days that work for every generation, with flexible time built in so nobody is rushed and nobody is bored.',
      image: demo('family-mountains'),
    },
    {
      id: 2,
      text: 'Passports and Paperwork, Handled Early',
      description:
        'Children under 16 need a passport renewed every five years, and some countries ask for extra documents when one parent travels alone. We send a clear checklist months ahead so there are no surprises at the gate.',
      image: demo('planning-map'),
      buttonText: 'Passport requirements',
      buttonLink: 'https://travel.state.gov/content/travel/en/passports.html',
    },
    {
      id: 3,
      text: 'Support From Takeoff to Touchdown',
      description:
        'Delayed flight in Dallas? Lost stroller in Cancún? Our team is a phone call or a text away for the whole trip, and we rebook, reroute and re-plan so you can keep enjoying your vacation.',
      image: demo('family-lake'),
      buttonText: 'Travel advisories',
      buttonLink: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html',
    },
  ],
  partners: [
    { id: 1, title: 'Coral Bay Resorts', image: demo('partner-coral-bay') },
    { id: 2, title: 'Northstar Cruise Line', image: demo('partner-northstar') },
    { id: 3, title: 'Riverline Voyages', image: demo('partner-riverline') },
    { id: 4, title: 'Savanna Trails & Camps', image: demo('partner-savanna-trails') },
    { id: 5, title: 'Summit Ski Resorts', image: demo('partner-summit-ski') },
    { id: 6, title: 'Wonderland Parks', image: demo('partner-wonderland') },
  ],
});

/** pageId 3: the group travel / Universal-style page (spec 2 "Group travel and Universal pages"). */
export const groupTravelPage = page(3, {
  ...meta(
    'Group Travel Planning | Travel N Relax Denver',
    'group travel, family reunion trips, multigenerational vacations, group cruises, Denver group travel agent',
    'Family reunions, milestone birthdays and friends getaways: Travel N Relax plans group travel with one itinerary, one point of contact and rates that make sense for everyone.',
  ),
  banners: banner(
    'Start Planning Your Group Adventure',
    'Let us take care of the details while you enjoy quality time with your group.',
    'group-travel',
  ),
  introduction: [
    {
      id: 1,
      text: 'One Trip, Many Travellers',
      description:
        'Family reunions, school groups, milestone birthdays and friends who finally set a date: we coordinate flights from different cities, room blocks and shared activities so the organiser gets to enjoy the trip too.',
      image: demo('group-adventure'),
    },
    {
      id: 2,
      text: 'Group Rates and Simple Payments',
      description:
        'Groups of eight or more often qualify for better rates, free berths on cruises and private experiences. Each family pays its own share through us, so nobody has to chase deposits.',
      image: demo('ocean-cruise'),
    },
  ],
  planning: [
    {
      id: 1,
      text: 'Start Planning Your Group Adventure',
      description: 'Let us take care of the details while you enjoy quality time with your group.',
      buttonText: 'Plan my trip',
      buttonLink: '/go/',
    },
  ],
  whereTo: whereTo(),
});
