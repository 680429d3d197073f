import { render } from '@testing-library/react';
import { Heart } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './lucide-icon';

// Our factory stands in for lucide's at build time (build/lucide-icons.ts): for what the app passes
// it must draw the <svg> lucide draws. Vitest loads lucide-react unchanged, so its Heart is the
// reference here.

const heartPath =
  'M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5';
const OurHeart = createLucideIcon({ name: 'heart', size: 24, node: [['path', { d: heartPath, key: 'mvr1a0' }]] });

const attributes = (svg: Element) =>
  Object.fromEntries(
    Array.from(svg.attributes, (a): [string, string] => [a.name, a.value]).sort((x, y) => x[0].localeCompare(y[0])),
  );

describe('our lucide icon factory', () => {
  it.each([
    ['a decorative icon with classes', { className: 'size-5 fill-current', 'aria-hidden': true }],
    ['an icon with no props', {}],
    ['a labelled icon with a size and a stroke width', { 'aria-label': 'Saved', size: 16, strokeWidth: 3 }],
  ] as const)('draws what lucide draws: %s', (_case, props) => {
    const theirs = render(<Heart {...props} />).container.querySelector('svg')!;
    const ours = render(<OurHeart {...props} />).container.querySelector('svg')!;
    expect(attributes(ours)).toEqual(attributes(theirs));
    expect(ours.innerHTML).toBe(theirs.innerHTML);
  });

  it('hides an unlabelled icon from assistive technology and keeps a label it is given', () => {
    expect(
      render(<OurHeart />)
        .container.querySelector('svg')!
        .getAttribute('aria-hidden'),
    ).toBe('true');
    const labelled = render(<OurHeart aria-label="Saved" />).container.querySelector('svg')!;
    expect(labelled.getAttribute('aria-hidden')).toBeNull();
    expect(labelled.getAttribute('class')).toBe('lucide lucide-heart');
  });
});
