/**
 * The landing pages' hard-coded testimonials (spec 2 §3 "Landing testimonials"): 11 of them, rating
 * '5' as text, no image, the Yelp icon. Some ids repeat, as in the spec's list, so the carousel
 * keys its slides by position and id, never by id alone.
 */
export interface LandingTestimonialItem {
  id: number;
  name: string;
  description: string;
  rating: string;
  image: string;
  platform?: 'yelp';
}

export const landingTestimonials: LandingTestimonialItem[] = [
  {
    id: 1,
    name: 'Jessica M.',
    description:
      'Sarah planned our first trip to Disney World with three kids under eight and it was flawless. Fast passes, character breakfasts, a hotel close enough for afternoon naps. She even warned us about the afternoon thunderstorms and built indoor time into every day. We came home rested, which I did not think was possible.',
    rating: '5',
    image: '',
    platform: 'yelp',
  },
  {
    id: 2,
    name: 'Marcus T.',
    description: 'Booked our family cruise to Alaska. Every detail handled, and the kids still talk about the glaciers.',
    rating: '5',
    image: '',
    platform: 'yelp',
  },
  {
    id: 3,
    name: 'The Okafor Family',
    description:
      'We had eleven people across three generations, two dietary restrictions and a grandmother who uses a wheelchair. Travel N Relax found a resort in Mexico where everyone had something to love and nobody had to walk far. When our flight out of Denver was cancelled they rebooked all eleven of us before we had even left the gate.',
    rating: '5',
    image: '',
    platform: 'yelp',
  },
  {
    id: 4,
    name: 'Priya S.',
    description: 'Our anniversary trip to Italy was perfect from the first transfer to the last dinner. Worth every penny.',
    rating: '5',
    image: '',
    platform: 'yelp',
  },
  {
    id: 5,
    name: 'Daniel R.',
    description:
      'I was skeptical about using a travel agent when everything is online, but David saved us money on our Universal trip and got us perks we would never have found ourselves. Early park admission, a room upgrade and a dinner reservation that was supposedly sold out for months.',
    rating: '5',
    image: '',
    platform: 'yelp',
  },
  {
    id: 6,
    name: 'Hannah L.',
    description: 'Fast answers, honest advice and a wonderful week in Costa Rica with our teenagers. We will be back.',
    rating: '5',
    image: '',
    platform: 'yelp',
  },
  {
    id: 7,
    name: 'Chris and Amanda W.',
    description:
      'We planned a surprise 40th birthday trip for twelve friends. Travel N Relax coordinated flights from four cities, a villa, a private chef night and a boat day, and kept the secret the whole time. The birthday girl cried happy tears at the airport. Cannot recommend them enough for group celebrations.',
    rating: '5',
    image: '',
    platform: 'yelp',
  },
  {
    id: 8,
    name: 'Tomás G.',
    description: 'The river cruise was a dream, and the pre-cruise days in Budapest were planned beautifully.',
    rating: '5',
    image: '',
    platform: 'yelp',
  },
  {
    id: 3,
    name: 'Rebecca K.',
    description:
      'Third trip with this team and they keep getting better. This time it was a Caribbean cruise with our toddler. They picked a ship with a great kids club, a cabin near the elevator for the stroller, and shore excursions short enough for nap schedules. Everything just worked.',
    rating: '5',
    image: '',
    platform: 'yelp',
  },
  {
    id: 9,
    name: 'Nathan P.',
    description: 'Colorado ski week for the whole family, lessons and rentals sorted before we arrived. Zero stress.',
    rating: '5',
    image: '',
    platform: 'yelp',
  },
  {
    id: 7,
    name: 'Lauren and Mike D.',
    description:
      'Our honeymoon in Bora Bora was beyond anything we imagined. An overwater bungalow, surprise champagne on arrival and a sunset catamaran we would never have booked ourselves. Travel N Relax answered every nervous question in the months before the wedding and made the whole thing feel effortless.',
    rating: '5',
    image: '',
    platform: 'yelp',
  },
];
