import { reviewPageFields } from '../../content/contract/page-fields';
import { readData, requirePageId } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { ReviewLinks } from './review-links';
import { reviewLinksContent, reviewLinksProps } from './schema';

const reviewFieldNames = Object.keys(reviewPageFields);

export const block = defineBlock({
  type: 'review-links',
  description: "The review page's title, text and outbound review buttons (Google, Yelp), with the spec's not-found and error texts.",
  props: reviewLinksProps,
  content: {
    schema: reviewLinksContent,
    load: async (context, read) => {
      const data = await readData(read, 'pages/get', { pageId: requirePageId(context) });
      if (data === null || typeof data !== 'object') return null;
      return Object.fromEntries(reviewFieldNames.map((field) => [field, Reflect.get(data, field)]));
    },
  },
  component: ReviewLinks,
  example: {
    content: {
      review_title: 'Review Travel N Relax',
      subtext: 'Back from your trip? We would love to hear how it went.',
      google_text: 'Review us on Google',
      google_link: 'https://www.google.com/search?q=Travel+N+Relax',
      yelp_text: 'Review us on Yelp',
      yelp_link: 'https://www.yelp.com/search?find_desc=Travel+N+Relax',
    },
  },
});
