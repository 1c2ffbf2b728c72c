import { PhoneLink } from './contact-links';
import { ReadyToTravelLink } from './ready-to-travel-link';
import { SocialLinks } from './social-links';

/** What the mobile menus show under their links: the phone, 'Ready To Travel?' and the social links. */
export function MenuExtras() {
  return (
    <>
      <ReadyToTravelLink />
      <PhoneLink />
      <SocialLinks variant="dark" />
    </>
  );
}
