import {
  MSG_ANALYSIS_FIELD_NAME_REQUIRED,
  analysisSettingsSchema,
  analysisSettingsToForm,
} from '@parley/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { AnalysisSettingsForm } from './analysis-settings-form';

const defaults = analysisSettingsToForm(analysisSettingsSchema.parse({}));

// MUI forms re-render on every keystroke; jsdom on a busy CI runner needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

describe('AnalysisSettingsForm', () => {
  it('starts from the defaults: a summary, all calls, voicemail skipped, the ten failure tags', () => {
    renderWithProviders(<AnalysisSettingsForm values={defaults} onSave={vi.fn()} />);
    expect(screen.getByRole('switch', { name: /Write a summary/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Skip calls that reach voicemail/ })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: /Calls analysed/ })).toHaveValue(100);
    expect(screen.getByRole('textbox', { name: /Failure tags/ })).toHaveValue(defaults.failureTags);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('refuses a data field without a name, with the clear message', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const { user } = renderWithProviders(<AnalysisSettingsForm values={defaults} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Add data field' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG_ANALYSIS_FIELD_NAME_REQUIRED);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the options of a Selector field', async () => {
    const onSave = vi.fn(() => Promise.resolve(true));
    const values = {
      ...defaults,
      dataFields: [{ name: 'plan', type: 'Selector' as const, description: '', options: 'basic' }],
    };
    const { user } = renderWithProviders(<AnalysisSettingsForm values={values} onSave={onSave} />);
    const group = screen.getByRole('group', { name: 'Data field 1' });
    await user.type(within(group).getByRole('textbox', { name: /Options/ }), ',gold');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => {
      expect(onSave).toHaveBeenCalledWith(values, {
        ...values,
        dataFields: [{ name: 'plan', type: 'Selector', description: '', options: 'basic,gold' }],
      });
    });
  });
});
