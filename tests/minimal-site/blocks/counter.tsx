import { useState } from 'react';
import { z } from 'zod';
import { defineBlock, type BlockComponentProps } from '../../../src/engine/block';

function Counter({ props }: BlockComponentProps<{ label: string }, undefined>) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {props.label}: {count}
    </button>
  );
}

/** The minimal site's interactive block: a button that counts its presses (it works once hydrated). */
export const block = defineBlock({
  type: 'counter',
  description: 'A button that counts its presses.',
  props: z.object({ label: z.string().default('Pressed').describe("The button's words.") }),
  component: Counter,
});
