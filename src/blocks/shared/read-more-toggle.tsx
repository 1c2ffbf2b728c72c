/**
 * The Read More / Read Less button of a clamped text (testimonial and Yelp cards). `read-more-toggle`
 * lets index.html's <noscript> style hide it where there are no scripts to press it with.
 */
export function ReadMoreToggle({ expanded, controls, className, onToggle }: { expanded: boolean; controls: string; className: string; onToggle: () => void }) {
  return (
    <button type="button" className={`text-button ${className} read-more-toggle`} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {expanded ? 'Read Less' : 'Read More'}
    </button>
  );
}
