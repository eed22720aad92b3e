import {
  LABEL_NO_PHONE_NUMBERS,
  LABEL_UNKNOWN_REGION,
  LABEL_US_NUMBERS_ONLY,
  MSG_WEIGHT_INFO,
  REGION_ROUTING_INFO,
  ROUTING_TYPE_LABELS,
  type CampaignPhoneNumber,
} from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { CampaignNumbersSection, type CampaignRouting } from './campaign-numbers-section';

vi.setConfig({ testTimeout: 20_000 });

const entry = (number: string, weight: number, isActive = true): CampaignPhoneNumber => ({
  id: number,
  number,
  weight,
  isActive,
});

/** The section with its state held like the panel holds its draft. */
function Harness({
  initial,
  onChange,
}: {
  initial: CampaignRouting;
  onChange?: (routing: CampaignRouting) => void;
}) {
  const [routing, setRouting] = useState(initial);
  return (
    <CampaignNumbersSection
      routing={routing}
      onAddClick={vi.fn()}
      onChange={(next) => {
        setRouting(next);
        onChange?.(next);
      }}
    />
  );
}

const renderSection = (initial: CampaignRouting, onChange?: (routing: CampaignRouting) => void) =>
  renderWithProviders(<Harness initial={initial} {...(onChange ? { onChange } : {})} />);

// 415 San Francisco (California), 212 New York, 416 Toronto (Ontario, Canada), +44 has no area code.
const SF = '+14155550101';
const NY = '+12125550102';
const TORONTO = '+14165550103';
const LONDON = '+442071234567';

describe('CampaignNumbersSection — weight view', () => {
  it('shows the info note, the total and an empty state', () => {
    renderSection({ routingType: 'weight', phoneNumbers: [] });
    expect(screen.getByText(MSG_WEIGHT_INFO)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Total: 0%');
    expect(screen.getByRole('cell', { name: LABEL_NO_PHONE_NUMBERS })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Phone Numbers' })).toBeEnabled();
  });

  it('edits weights within 0–100 at two decimals and keeps the total badge in step', async () => {
    const onChange = vi.fn();
    const { user } = renderSection(
      { routingType: 'weight', phoneNumbers: [entry(SF, 50), entry(NY, 50)] },
      onChange,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Total: 100%');
    const sfWeight = screen.getByRole('spinbutton', { name: `Weight for ${SF}` });
    expect(sfWeight).toHaveAttribute('step', '0.01');
    expect(sfWeight).toHaveAttribute('min', '0');
    expect(sfWeight).toHaveAttribute('max', '100');

    await user.clear(sfWeight);
    await user.type(sfWeight, '33.333');
    expect(screen.getByRole('status')).toHaveTextContent('Total: 83.33%');
    expect(onChange).toHaveBeenLastCalledWith({
      routingType: 'weight',
      phoneNumbers: [entry(SF, 33.33), entry(NY, 50)],
    });

    await user.clear(sfWeight);
    await user.type(sfWeight, '250');
    await user.tab();
    expect(sfWeight).toHaveValue(100);
    expect(screen.getByRole('status')).toHaveTextContent('Total: 150%');
  });

  it('leaves an inactive number out of the total', async () => {
    const { user } = renderSection({ routingType: 'weight', phoneNumbers: [entry(SF, 60), entry(NY, 40)] });
    const nyActive = screen.getByRole('checkbox', { name: `Select ${NY}` });
    expect(nyActive).toBeChecked();
    await user.click(nyActive);
    expect(nyActive).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Total: 60%');
  });
});

describe('CampaignNumbersSection — switching views', () => {
  it('re-splits the active weights evenly when switching to weight routing', async () => {
    const onChange = vi.fn();
    const { user } = renderSection(
      {
        routingType: 'state',
        phoneNumbers: [entry(SF, 0), entry(NY, 0), entry(TORONTO, 0), entry(LONDON, 10, false)],
      },
      onChange,
    );
    await user.click(screen.getByRole('combobox', { name: 'Routing Method' }));
    await user.click(screen.getByRole('option', { name: ROUTING_TYPE_LABELS.weight }));
    expect(onChange).toHaveBeenLastCalledWith({
      routingType: 'weight',
      phoneNumbers: [entry(SF, 33.33), entry(NY, 33.33), entry(TORONTO, 33.34), entry(LONDON, 10, false)],
    });
    expect(screen.getByRole('spinbutton', { name: `Weight for ${NY}` })).toHaveValue(33.33);
    // The last active number takes the rounding remainder, so a fresh split is complete.
    expect(screen.getByRole('status')).toHaveTextContent('Total: 100%');
  });

  it('keeps the weights when switching away from weight routing', async () => {
    const onChange = vi.fn();
    const { user } = renderSection(
      { routingType: 'weight', phoneNumbers: [entry(SF, 70), entry(NY, 30)] },
      onChange,
    );
    await user.click(screen.getByRole('combobox', { name: 'Routing Method' }));
    await user.click(screen.getByRole('option', { name: ROUTING_TYPE_LABELS.country }));
    expect(onChange).toHaveBeenLastCalledWith({
      routingType: 'country',
      phoneNumbers: [entry(SF, 70), entry(NY, 30)],
    });
  });
});

/** The group sections inside the 'Phone Numbers' section. */
const regionGroups = () =>
  screen
    .getAllByRole('region')
    .filter((region) => region.tagName === 'SECTION' && !region.querySelector('h2'));

describe('CampaignNumbersSection — state and country views', () => {
  const pool = [entry(LONDON, 0), entry(TORONTO, 0), entry(NY, 0, false), entry(SF, 0)];

  it('groups by state or province with counts, the unknown region last', () => {
    renderSection({ routingType: 'state', phoneNumbers: pool });
    expect(screen.getByText(REGION_ROUTING_INFO.state)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 Active');
    const groups = regionGroups();
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'California',
      'New York',
      'Ontario',
      LABEL_UNKNOWN_REGION,
    ]);
    expect(within(groups[1] as HTMLElement).getByText('0/1 enabled')).toBeInTheDocument();
    expect(within(groups[3] as HTMLElement).getByText('1/1 enabled')).toBeInTheDocument();
  });

  it('gives US numbers a switch and others the US-only warning', async () => {
    const onChange = vi.fn();
    const { user } = renderSection({ routingType: 'state', phoneNumbers: pool }, onChange);
    const nySwitch = screen.getByRole('switch', { name: NY });
    expect(nySwitch).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: TORONTO })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: LONDON })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: LABEL_US_NUMBERS_ONLY })).toHaveLength(2);

    await user.click(nySwitch);
    expect(onChange).toHaveBeenLastCalledWith({
      routingType: 'state',
      phoneNumbers: [entry(LONDON, 0), entry(TORONTO, 0), entry(NY, 0, true), entry(SF, 0)],
    });
    expect(screen.getByRole('status')).toHaveTextContent('4 Active');
  });

  it('groups by country with the unknown country last', () => {
    renderSection({ routingType: 'country', phoneNumbers: pool });
    expect(screen.getByText(REGION_ROUTING_INFO.country)).toBeInTheDocument();
    const headings = regionGroups().map((group) => within(group).getByRole('heading').textContent);
    expect(headings).toEqual(['Canada', 'United States', 'Unknown Country']);
  });
});
