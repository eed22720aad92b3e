import { describe, expect, it } from 'vitest';
import {
  addVoiceErrorMessage,
  addVoiceFailedToast,
  agentUpdateFailedToast,
  agentUpdatedToast,
  cloneFailedToast,
  cloneFileSelectionToast,
  importNumberFailedToast,
  requestFailedToast,
  twilioConnectedToast,
  voiceSaveFailedToast,
} from './toasts';

describe('toasts', () => {
  it('warns about a clone sample over 10 MB only', () => {
    expect(cloneFileSelectionToast({ size: 10485761 })).toEqual({
      title: 'File too large',
      description: 'Please choose a file 10MB or smaller.',
    });
    expect(cloneFileSelectionToast({ size: 10485760 })).toBeNull();
  });

  it('reports a failed clone', () => {
    expect(cloneFailedToast()).toEqual({
      title: 'Error',
      description: 'An error occurred while cloning the voice',
    });
  });

  it('reports a failed voice save with the message or the fallback', () => {
    expect(voiceSaveFailedToast('Failed to update voice')).toEqual({
      title: 'Error',
      description: 'Failed to update voice',
    });
    expect(voiceSaveFailedToast()).toEqual({ title: 'Error', description: 'Failed to save voice' });
  });

  it('reports a failed add-voice with the message or the fallback', () => {
    expect(addVoiceFailedToast('Unknown voice')).toEqual({
      title: 'Failed to add voice',
      description: 'Unknown voice',
    });
    expect(addVoiceFailedToast('')).toEqual({
      title: 'Failed to add voice',
      description: 'There was an error adding the voice. Please try again.',
    });
  });

  it('reads the add-voice error from detail, else the status', () => {
    expect(addVoiceErrorMessage(400, { detail: 'Voice not found at provider' })).toBe(
      'Voice not found at provider',
    );
    expect(addVoiceErrorMessage(500, { message: 'ignored' })).toBe('Failed to add voice (500)');
    expect(addVoiceErrorMessage(502, null)).toBe('Failed to add voice (502)');
  });

  it('words agent update failures per context', () => {
    expect(agentUpdateFailedToast('quota')).toEqual({
      title: 'Uh oh! Something went wrong.',
      description: 'There was a problem with your request: quota',
    });
    expect(agentUpdateFailedToast('quota', 'voiceSettings').description).toBe(
      'There was a problem saving your settings: quota',
    );
    expect(requestFailedToast('quota')).toEqual(agentUpdateFailedToast('quota'));
    expect(agentUpdatedToast()).toEqual({
      title: 'Agent updated.',
      description: 'Your changes have been saved.',
    });
  });

  it('reports number import results', () => {
    expect(importNumberFailedToast(null)).toEqual({
      title: 'Failed to add phone number',
      description: 'An error occurred while importing the phone number.',
    });
    expect(importNumberFailedToast('Bad SID').description).toBe('Bad SID');
    expect(twilioConnectedToast()).toEqual({
      title: 'Connected',
      description: 'Successfully connected to your Twilio account.',
    });
  });
});
