import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartLegend } from './chart-legend';

afterEach(cleanup);

describe('ChartLegend', () => {
  it('names each line beside a swatch drawn like it, with no figures waiting for a hover', () => {
    render(<ChartLegend />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Checks', 'Warnings']);
    const [checks, warnings] = items.map((item) => item.querySelector('span')!);
    expect(checks!.style.borderColor).toBe('#047857');
    expect(checks!.className).not.toContain('border-dashed');
    expect(warnings!.style.borderColor).toBe('#b91c1c');
    expect(warnings!.className).toContain('border-dashed');
  });
});
