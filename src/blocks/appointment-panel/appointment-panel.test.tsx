// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderBlock, runLoad, testContext } from '../shared/block-test-utils';
import { block } from './index';
import { isoDateIn, localDate } from './today';

function Panel() {
  const Component = block.component;
  return <Component props={block.props.parse({ advisorName: 'David Brooks' })} content={{ today: '2026-11-24' }} status="ready" context={testContext()} />;
}

function AddressProbe() {
  const location = useLocation();
  return (
    <>
      <p data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
    </>
  );
}

describe('appointment-panel', () => {
  it("shows 'Appointment With ...', the 30 minute meeting, India Standard Time and Contact to /go/", () => {
    renderBlock(block, { props: { advisorName: 'David Brooks' }, content: { today: '2026-11-24' } });
    expect(screen.getByRole('heading', { name: 'Appointment With David Brooks' })).toBeTruthy();
    expect(screen.getByText('30 Minute Meeting')).toBeTruthy();
    expect(screen.getByText('India Standard Time')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact' }).getAttribute('type')).toBe('submit');
    // Without scripts, the form posts the details to the enquiry form on /go/ (never in an address).
    const form = screen.getByRole('form', { name: 'Your details for David Brooks' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/go/']);
    const posted = Object.fromEntries(new FormData(form as HTMLFormElement));
    expect(posted).toEqual({ _form: 'appointment', advisor: 'David Brooks', minutes: '30', date: '2026-11-24', name: '', phone: '' });
    expect(screen.getByLabelText('Your name').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Phone number').getAttribute('type')).toBe('tel');
  });

  it("Contact opens /go/ at its form with the name, phone and chosen day in the navigation's state, none in the address", async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/david-brooks/']}>
        <Routes>
          <Route path="/david-brooks/" element={<Panel />} />
          <Route path="/go/" element={<AddressProbe />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Your name'), 'Jane Doe');
    await user.type(screen.getByLabelText('Phone number'), '(303) 555-0148');
    await user.click(screen.getByRole('button', { name: /November 27(th)?, 2026/ }));
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    expect(screen.getByTestId('address').textContent).toBe('/go/#enquiry');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? '')).toEqual({
      appointment: { name: 'Jane Doe', phone: '(303) 555-0148', date: '2026-11-27', advisor: 'David Brooks', minutes: '30' },
    });
  });

  it('shows the month of today with today selected, and selects another day on click', async () => {
    renderBlock(block, { content: { today: '2026-11-24' } });
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeTruthy();
    expect(screen.getByText('Selected date: Tuesday, November 24, 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /November 27(th)?, 2026/ }));
    expect(screen.getByText('Selected date: Friday, November 27, 2026')).toBeTruthy();
  });

  it('jumps years and months with the dropdowns: ten years each way from today', async () => {
    renderBlock(block, { content: { today: '2026-11-24' } });
    const year = screen.getByRole('combobox', { name: 'Year' });
    const years = [...year.querySelectorAll('option')].map((option) => option.textContent);
    expect(years[0]).toBe('2016');
    expect(years.at(-1)).toBe('2036');
    expect(years).toHaveLength(21);
    await userEvent.selectOptions(year, '2030');
    expect(screen.getByRole('grid', { name: 'November 2030' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    expect(screen.getByRole('grid', { name: 'March 2030' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /March 12, 2030/ }));
    expect(screen.getByText('Selected date: Tuesday, March 12, 2030')).toBeTruthy();
  });

  it('labels each dropdown with the value it shows (a visible label), keeping its accessible name', async () => {
    renderBlock(block, { content: { today: '2026-11-24' } });
    /** The text a visitor sees in the select's label: the shown value, not the options inside the label. */
    const shownLabels = (name: string) => {
      const select = screen.getByRole('combobox', { name });
      if (!(select instanceof HTMLSelectElement)) throw new Error(`${name} is not a select`);
      return [...select.labels].map((label) => label.querySelector('[aria-hidden="true"]')?.textContent);
    };
    expect(shownLabels('Month')).toEqual(['November']);
    expect(shownLabels('Year')).toEqual(['2026']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2030');
    expect(shownLabels('Year')).toEqual(['2030']);
  });

  it('puts no role on the day cells (HTML forbids it on a td of a grid table) and keeps their aria-selected', () => {
    // A td of a role="grid" table is a grid cell for browsers (the e2e test asks Chromium); jsdom's roles do not know it.
    const { container } = renderBlock(block, { content: { today: '2026-11-24' } });
    expect(container.querySelectorAll('td[role]')).toHaveLength(0);
    expect([...container.querySelectorAll('td[aria-selected="true"]')].map((cell) => cell.textContent)).toEqual(['24']);
    expect(screen.getByRole('grid', { name: 'November 2026' }).querySelectorAll('td[data-day]').length).toBeGreaterThanOrEqual(28);
  });

  it('hydrates the server HTML without a mismatch (the date travels in the content)', async () => {
    const definition = block;
    const props = definition.props.parse({});
    const content = definition.content!.schema.parse({ today: '2026-11-24' });
    const tree = (
      <MemoryRouter>
        <definition.component props={props} content={content} status="ready" context={testContext()} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('Selected date: Tuesday, November 24, 2026');
    container.remove();
  });

  it("loads today's date in the panel's time zone", async () => {
    expect(await runLoad(block, async () => null)).toEqual({ today: isoDateIn('Asia/Kolkata') });
    const evening = new Date('2026-01-01T20:00:00Z');
    expect(isoDateIn('Asia/Kolkata', evening)).toBe('2026-01-02');
    expect(isoDateIn('America/Denver', evening)).toBe('2026-01-01');
    expect(localDate('0001-01-01').getFullYear()).toBe(1);
  });

  it('says Loading... until the date is there', () => {
    renderBlock(block, { status: 'loading' });
    expect(screen.getByText('Loading...')).toBeTruthy();
  });
});
