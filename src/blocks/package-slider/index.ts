import { pageFieldLoad } from '../../content/read';
import { defineBlock } from '../../engine/block';
import { PackageSlider } from './package-slider';
import { packageSliderContent, packageSliderProps } from './schema';

export const block = defineBlock({
  type: 'package-slider',
  description: "'Discover Bespoke Journeys': the page's packages in an infinite slider (4/2/1 cards), each linking to /country/{slug}/.",
  props: packageSliderProps,
  content: { schema: packageSliderContent, load: pageFieldLoad('package_sliders') },
  component: PackageSlider,
  example: {
    content: [
      {
        packageId: 1,
        image: '/images/demo/kenya-banner.svg',
        title: 'Great Migration Family Safari',
        subText: '9 days in the Maasai Mara.',
        buttonText: 'Explore Kenya',
        country: 'Kenya',
      },
    ],
  },
});
