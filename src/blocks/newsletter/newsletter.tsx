import { useId, useState } from 'react';
import { NEWSLETTER_MESSAGES } from '../../content/contract/newsletter-messages';
import type { BlockComponentProps } from '../../engine/block';
import { onDemand } from '../../forms/on-demand';
import { useSingleFlightSubmit } from '../../forms/use-single-flight-submit';
import { useSiteSettings } from '../shared/site-settings';
import type { NewsletterProps } from './schema';
import './newsletter.css';

/** The address check and the sender (zod among them): loaded on demand, not with the page. */
const signUpModules = onDemand('[newsletter]', () =>
  Promise.all([import('../../content/contract/newsletter-fields'), import('./subscribe')]),
);

type State =
  | { kind: 'idle' }
  | { kind: 'invalid'; message: string }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

const networkNames: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  youtube: 'YouTube',
  yelp: 'Yelp',
};

/** 'Curious About Travel?': an e-mail field checked as an e-mail, Sign Up stores it, social links. */
export function Newsletter({ props }: BlockComponentProps<NewsletterProps, undefined>) {
  const site = useSiteSettings();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const checkAndSignUp = async () => {
    // No wait once the modules are here (the warm-up on focus has usually brought them).
    const modules = signUpModules.ready() ?? (await signUpModules.forSubmit("the sign-up's check"));
    if (!modules) {
      // Offline before the check arrived: the same outcome as a sign-up that failed.
      setState({ kind: 'failed', message: NEWSLETTER_MESSAGES.failed });
      return;
    }
    const [{ newsletterRequestSchema }, { subscribe }] = modules;
    const request = newsletterRequestSchema.safeParse({ email, source: props.source });
    if (!request.success) {
      setState({ kind: 'invalid', message: request.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.invalidEmail });
      return;
    }
    setState({ kind: 'sending' });
    const outcome = await subscribe(request.data);
    if (outcome.ok) {
      setEmail('');
      setState({ kind: 'done', message: outcome.message });
    } else {
      setState({ kind: 'failed', message: outcome.message });
    }
  };
  const onSubmit = useSingleFlightSubmit(checkAndSignUp);

  const errorId = `${id}-message`;
  return (
    <section className="newsletter section">
      <div className="container newsletter__box">
        <div>
          <h2 className="newsletter__heading">{props.heading}</h2>
          <p>{props.text}</p>
        </div>
        <div>
          <form
            className="newsletter__form"
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            onFocus={signUpModules.warmUp}
          >
            <label className="newsletter__label" htmlFor={`${id}-email`}>
              {props.emailLabel}
            </label>
            <div className="newsletter__row">
              <input
                id={`${id}-email`}
                className="newsletter__input"
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={state.kind === 'invalid'}
                aria-describedby={state.kind === 'idle' || state.kind === 'sending' ? undefined : errorId}
              />
              <button className="button button--primary" type="submit" disabled={state.kind === 'sending'}>
                {props.buttonText}
              </button>
            </div>
            <div aria-live="polite">
              {state.kind === 'done' && (
                <p id={errorId} className="newsletter__message">
                  {state.message}
                </p>
              )}
              {(state.kind === 'invalid' || state.kind === 'failed') && (
                <p id={errorId} className="newsletter__message newsletter__message--error" role="alert">
                  {state.message}
                </p>
              )}
            </div>
          </form>
          <p className="newsletter__follow">{props.socialHeading}</p>
          <ul className="newsletter__social">
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a href={profile.href} target="_blank" rel="noopener noreferrer" aria-label={`${profile.label} (opens in a new tab)`}>
                  {networkNames[profile.network] ?? profile.network}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
