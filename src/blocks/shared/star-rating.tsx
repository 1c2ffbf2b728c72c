import './star-rating.css';

/**
 * A rating as five stars, `value` of them filled (rounded, kept within min..max). The stars are
 * decoration; the accessible name says the number.
 */
export function StarRating({ value, min = 0, max = 5 }: { value: number; min?: number; max?: number }) {
  const filled = Math.min(max, Math.max(min, Math.round(value)));
  return (
    <span className="star-rating" role="img" aria-label={`Rated ${filled} out of ${max}`} data-stars={filled}>
      {Array.from({ length: max }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={index < filled ? 'star-rating__star star-rating__star--on' : 'star-rating__star'}
        >
          ★
        </span>
      ))}
    </span>
  );
}
