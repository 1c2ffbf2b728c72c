/** A rate as a percentage (0.0512 → "5.12%"): the report's table, page, verdicts and alerts write figures one way. */
export const percent = (value: number, digits = 2) => `${(value * 100).toFixed(digits)}%`;

/** A difference of rates in percentage points, signed (0.013 → "+1.30", −0.004 → "−0.40"). */
export const points = (value: number, digits = 2) => `${value >= 0 ? '+' : '−'}${(Math.abs(value) * 100).toFixed(digits)}`;
