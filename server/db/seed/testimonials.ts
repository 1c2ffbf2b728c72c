import { demo, meta } from './common';
import { doc } from './seed-document';

/**
 * testimonials/testimonial_list: ratings as text, as the spec's back end sends them. Some
 * descriptions pass the 150-character Read More threshold, some do not; one has no image.
 */
export const testimonialListDocument = doc('testimonials/testimonial_list', '', {
  ...meta(
    'Testimonials | Travel N Relax',
    'Travel N Relax reviews, family travel agency reviews, Denver travel agent testimonials',
    'Read what families, couples and groups say about travelling with Travel N Relax, a Denver family travel agency with more than 20 years of experience.',
  ),
  testimonials: [
    {
      id: 1,
      name: 'Maria Alvarez',
      image: demo('guest-1'),
      rating: '5',
      description:
        'We had never travelled abroad with our three kids and were nervous about everything: the flights, the food, the jet lag. Sarah planned a farmhouse in Tuscany with a pool, a slow first day in Rome and a driver who met us at every station. Our kids still talk about the pasta class. We have already booked our next trip.',
    },
    {
      id: 2,
      name: 'Chris Parker',
      image: demo('guest-2'),
      rating: '5',
      description: 'Our Santorini honeymoon was flawless from start to finish. Thank you for the sunset sail!',
    },
    {
      id: 3,
      name: 'Robert Hughes',
      image: demo('guest-3'),
      rating: '4',
      description:
        'Twelve of us, three generations, one Danube river cruise. The ship was lovely and every transfer worked. One excursion in Vienna ran longer than our grandparents could manage, and the team adjusted the rest of the week for us straight away.',
    },
    {
      id: 4,
      name: 'Janelle Thompson',
      image: null,
      rating: '5',
      description: 'Disney with twins, stress free. The day-by-day plan was worth its weight in gold.',
    },
    {
      id: 5,
      name: 'Ken Watanabe',
      image: demo('guest-4'),
      rating: '3',
      description:
        'The ski condo in Breckenridge was great and the lift tickets were ready when we arrived. I would have liked a few more dinner recommendations, but overall a solid trip and good communication.',
    },
    {
      id: 6,
      name: 'Priya Shah',
      image: demo('guest-5'),
      rating: '5',
      description:
        'Our Kenya safari was the trip of a lifetime. David knew every camp personally and chose one with a family tent and a pool for the afternoons. Our guide, Daniel, had our ten-year-old spotting leopards by the second day. We cannot recommend Travel N Relax highly enough.',
    },
    {
      id: 7,
      name: 'Angela Brooks',
      image: demo('guest-6'),
      rating: '4',
      description: 'Great all-inclusive pick in Cancún. Kids club was fantastic.',
    },
    {
      id: 8,
      name: 'Tom Reilly',
      image: demo('guest-7'),
      rating: '0',
      description: 'We have not travelled yet, but booking our Alaska cruise was easy and every question was answered the same day.',
    },
  ],
});
